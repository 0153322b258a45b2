"""What the ``htmlprune`` command tells its user besides its output: warnings on stderr and their exit codes.

A command that did its job but not quite what was asked still writes its output, says why on stderr, and
exits with a code of its own, so that a script can tell (the codes are listed in ``htmlprune --help``):

* 3 ``EXIT_TRUNCATED``: the result was cut to fit the budget (not even the best block fitted);
* 4 ``EXIT_EMPTY_INPUT``: an input was empty (or only whitespace);
* 5 ``EXIT_BINARY_INPUT``: an input looked like binary data, not text (HTML in any encoding has no NUL or
  other C0 control bytes in quantity).

Where several apply, the highest code is returned. Errors keep 1 (runtime) and 2 (usage).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field

__all__ = [
    "EXIT_BINARY_INPUT",
    "EXIT_CODES_HELP",
    "EXIT_EMPTY_INPUT",
    "EXIT_TRUNCATED",
    "Warnings",
    "looks_binary",
    "positive_int",
]

EXIT_TRUNCATED, EXIT_EMPTY_INPUT, EXIT_BINARY_INPUT = 3, 4, 5
EXIT_CODES_HELP = (
    "exit codes: 0 done; 1 error; 2 bad usage; 3 the output was cut to fit the budget; 4 an input was "
    "empty; 5 an input looked binary (3-5 still write the output and say why on stderr); 130 interrupted"
)

# C0 control bytes no text encoding of a web page uses (tab, newlines, form feed and ESC, which ISO-2022-JP
# needs, are left out), and DEL.
_CONTROL_BYTES = bytes([*range(0x09), 0x0B, *range(0x0E, 0x1B), *range(0x1C, 0x20), 0x7F])
_SNIFF = 8192  # bytes looked at, as `file` and git look at the start of a file
_BINARY_SHARE = 0.01
_MIN_CONTROLS = 8


def looks_binary(data: bytes) -> bool:
    """Whether ``data`` looks like binary (an image, an archive, a compressed page), not text in any encoding.

    The test of ``file`` and git: control bytes that text does not contain, here more than 8 and more
    than 1% of the first 8 KiB (a few stray NULs in a page are still text). UTF-16 without a byte-order mark counts as binary: it would
    be read as garbage too.

    Example:
        >>> looks_binary(b"\\x89PNG\\r\\n\\x1a\\n\\x00\\x00\\x00\\rIHDR"), looks_binary("<p>café</p>".encode())
        (True, False)
    """
    head = data[:_SNIFF]
    if not head:
        return False
    controls = len(head) - len(head.translate(None, _CONTROL_BYTES))
    return controls > max(_MIN_CONTROLS, _BINARY_SHARE * len(head))


def positive_int(text: str) -> int:
    """argparse ``type=``: an int of at least 1 (argparse names the option and prints its command's usage)."""
    try:
        value = int(text)
    except ValueError:
        msg = f"must be a positive integer, got {text!r}"
        raise argparse.ArgumentTypeError(msg) from None
    if value < 1:
        msg = f"must be a positive integer, got {value}"
        raise argparse.ArgumentTypeError(msg)
    return value


@dataclass
class Warnings:
    """Collects a command's warnings: each printed on stderr at once, the highest exit code kept."""

    command: str
    exit_code: int = 0
    messages: list[str] = field(default_factory=list)

    def warn(self, code: int, message: str) -> None:
        self.messages.append(message)
        self.exit_code = max(self.exit_code, code)
        print(f"htmlprune {self.command}: warning: {message}", file=sys.stderr)

    def check_input(self, name: str, data: bytes) -> None:
        """Warns about an empty or binary-looking input (``name``: its file name, or '-' for stdin)."""
        where = "stdin" if name == "-" else name
        if not data.strip():
            self.warn(EXIT_EMPTY_INPUT, f"{where} is empty")
        elif looks_binary(data):
            self.warn(
                EXIT_BINARY_INPUT, f"{where} looks like binary data, not HTML (read as text anyway)"
            )

    def check_truncated(self, truncated: bool, budget: int) -> None:
        if truncated:
            self.warn(
                EXIT_TRUNCATED,
                f"not even the best block fits in {budget} tokens: it was cut to fit "
                "(raise --budget for whole blocks)",
            )
