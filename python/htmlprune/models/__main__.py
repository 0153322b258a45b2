"""``python -m htmlprune.models install|list|path``."""

from __future__ import annotations

import logging
import sys

from htmlprune.models.cli import main

if __name__ == "__main__":  # pragma: no cover
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    sys.exit(main())
