"""Ordinary unit tests of the model: shapes, and that the blocks are pre-norm residual blocks."""

import pytest
import torch

from mytrainer import Block, FeedForward, ModelConfig, RMSNorm, Transformer

CONFIG = ModelConfig()


def test_transformer_maps_tokens_to_logits() -> None:
    tokens = torch.randint(0, CONFIG.vocab_size, (3, 5))
    assert Transformer(CONFIG)(tokens).shape == (3, 5, CONFIG.vocab_size)


@pytest.mark.parametrize("module", [Block, FeedForward])
def test_block_and_mlp_keep_the_shape(module) -> None:
    x = torch.randn(2, 7, CONFIG.dim)
    assert module(CONFIG)(x).shape == x.shape


def test_rmsnorm_normalizes_the_last_dimension() -> None:
    out = RMSNorm(CONFIG.dim)(torch.randn(4, CONFIG.dim) * 10)
    torch.testing.assert_close(out.pow(2).mean(-1), torch.ones(4), rtol=1e-3, atol=1e-3)


def test_attention_is_causal() -> None:
    block = Block(CONFIG)
    x = torch.randn(1, 6, CONFIG.dim)
    changed = x.clone()
    changed[:, -1] += 1.0  # only the last position changes: earlier outputs must not
    torch.testing.assert_close(block(x)[:, :-1], block(changed)[:, :-1])
