"""``python -m htmlprune``: the same as the ``htmlprune`` command."""

from __future__ import annotations

import sys

from htmlprune.cli import main

if __name__ == "__main__":
    sys.exit(main())
