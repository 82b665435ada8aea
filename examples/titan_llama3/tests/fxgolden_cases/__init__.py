"""fxgolden cases of torchtitan's Llama 3 (see ../../README.md)."""
