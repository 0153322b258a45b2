"""Writes tests/data/server/openapi.json, the OpenAPI snapshot tests/test_server.py compares against.

    PYTHONPATH=python python scripts/gen_openapi.py     # after a reviewed change of the HTTP API

The version is written as "<version>" so that a release does not change the snapshot.
"""

from __future__ import annotations

import json
from pathlib import Path

from htmlprune.server import ServerConfig, create_app

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "server" / "openapi.json"


def main() -> None:
    schema = create_app(ServerConfig(worker_threads=1)).openapi()
    schema["info"]["version"] = "<version>"
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
