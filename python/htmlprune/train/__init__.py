"""Fine-tuning the model-based steps (``htmlprune train``; needs ``htmlprune[train]``).

* :mod:`htmlprune.train.split`: the fixed train / held-out split of the dev QA items;
* :mod:`htmlprune.train.data`: path-pruner and extractor examples from QA over HTML;
* :mod:`htmlprune.train.lora`: the base model with a LoRA, and the adapter hash;
* :mod:`htmlprune.train.trainer`: the training loop (target-only loss, seeded, checkpointed, resumable);
* :mod:`htmlprune.train.cli`: the command line.
"""

from __future__ import annotations
