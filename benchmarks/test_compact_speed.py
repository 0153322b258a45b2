"""benchmarks/compact_speed.py on two pages of each set: the timed comparison and the untimed single passes
(what an instruction counter runs)."""

from __future__ import annotations

import re

import pytest

from compact_speed import main


@pytest.mark.shared_data
def test_timed_comparison_prints_both_rates_and_their_ratio(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--pages", "2", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    rates = dict(re.findall(r"^(full|compact)\s+([\d.]+) pages/s$", out, re.MULTILINE))
    assert set(rates) == {"full", "compact"}
    assert all(float(v) > 0 for v in rates.values())
    ratio = re.search(r"ratio compact / full: ([\d.]+)", out)
    assert ratio is not None
    assert float(ratio.group(1)) == pytest.approx(float(rates["compact"]) / float(rates["full"]), rel=0.01)


@pytest.mark.shared_data
@pytest.mark.parametrize("stage", ["pipeline", "fit"])
@pytest.mark.parametrize("setting", ["full", "compact"])
def test_single_untimed_pass(setting: str, stage: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--pages", "2", "--once", setting, "--stage", stage]) == 0
    assert capsys.readouterr().out == ""  # nothing timed, nothing printed
