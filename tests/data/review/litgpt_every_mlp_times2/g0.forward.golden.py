# fxgolden golden | case: lit/llama_tp | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "i64[2, 16][16, 1]cpu",
        primals_2: "f32[64, 32][32, 1]cpu",
        primals_3: "f32[64, 32][32, 1]cpu",
        primals_4: "f32[512, 128][128, 1]cpu",
        primals_5: "f32[128][1]cpu",
        primals_6: "f32[384, 128][128, 1]cpu",
        primals_7: "f32[128, 128][128, 1]cpu",
        primals_8: "f32[128][1]cpu",
        primals_9,
        primals_10: "f32[128, 128][128, 1]cpu",
        primals_11,
        primals_12: "f32[128, 128][128, 1]cpu",
        primals_13,
        primals_14: "f32[128, 128][128, 1]cpu",
        primals_15,
        primals_16: "f32[128][1]cpu",
        primals_17: "f32[384, 128][128, 1]cpu",
        primals_18: "f32[128, 128][128, 1]cpu",
        primals_19: "f32[128][1]cpu",
        primals_20: "f32[128, 128][128, 1]cpu",
        primals_21,
        primals_22: "f32[128, 128][128, 1]cpu",
        primals_23,
        primals_24: "f32[128, 128][128, 1]cpu",
        primals_25,
        primals_26: "f32[128][1]cpu",
        primals_27: "f32[384, 128][128, 1]cpu",
        primals_28: "f32[128, 128][128, 1]cpu",
        primals_29: "f32[128][1]cpu",
        primals_30: "f32[128, 128][128, 1]cpu",
        primals_31,
        primals_32: "f32[128, 128][128, 1]cpu",
        primals_33,
        primals_34: "f32[128, 128][128, 1]cpu",
        primals_35,
        primals_36: "f32[128][1]cpu",
        primals_37: "f32[384, 128][128, 1]cpu",
        primals_38: "f32[128, 128][128, 1]cpu",
        primals_39: "f32[128][1]cpu",
        primals_40: "f32[128, 128][128, 1]cpu",
        primals_41,
        primals_42: "f32[128, 128][128, 1]cpu",
        primals_43,
        primals_44: "f32[128, 128][128, 1]cpu",
        primals_45,
        primals_46: "f32[128][1]cpu",
        primals_47: "f32[512, 128][128, 1]cpu"
    ):
        #> (no module): litgpt.model.GPT.forward
        slice_1: "f32[16, 32][32, 1]cpu" = torch.ops.aten.slice.Tensor(primals_2, 0, 0, 16)
        unsqueeze: "f32[1, 16, 32][512, 32, 1]cpu" = torch.ops.aten.unsqueeze.default(slice_1, 0)
        slice_2: "f32[16, 32][32, 1]cpu" = torch.ops.aten.slice.Tensor(primals_3, 0, 0, 16)
        unsqueeze_1: "f32[1, 16, 32][512, 32, 1]cpu" = torch.ops.aten.unsqueeze.default(slice_2, 0)
        #> transformer.wte: litgpt.model.GPT.forward
        embedding: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.embedding.default(primals_4, primals_1)
        #= transformer.h.0 pattern: 101 lines, as the folds on it read it
        #> transformer.h.0.norm_1: litgpt.model.RMSNorm.forward
        mul_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(embedding, embedding)
        mean_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(mul_L0, [-1], True)
        add_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean_L0, 1e-05)
        rsqrt_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L0)
        mul_L0_1: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(embedding, rsqrt_L0)
        mul_L0_2: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_1, primals_5)
        #> transformer.h.0.attn.qkv: litgpt.model.CausalSelfAttention.forward
        t_L0: "f32[128, 384][1, 128]cpu" = torch.ops.aten.t.default(primals_6)
        view_L0: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(mul_L0_2, [32, 128])
        mm_L0: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_L0, t_L0)
        _unsafe_view_L0: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0, [2, 16, 384])
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        split_with_sizes_L0 = torch.ops.aten.split_with_sizes.default(_unsafe_view_L0, [128, 128, 128], -1)
        getitem_L0: "f32[2, 16, 128][6144, 384, 1]cpu" = split_with_sizes_L0[0]
        getitem_L0_1: "f32[2, 16, 128][6144, 384, 1]cpu" = split_with_sizes_L0[1]
        getitem_L0_2: "f32[2, 16, 128][6144, 384, 1]cpu" = split_with_sizes_L0[2]
        view_L0_1: "f32[2, 16, 4, 32][6144, 384, 32, 1]cpu" = torch.ops.aten.view.default(getitem_L0, [2, 16, 4, 32])
        view_L0_2: "f32[2, 16, 4, 32][6144, 384, 32, 1]cpu" = torch.ops.aten.view.default(getitem_L0_1, [2, 16, 4, 32])
        view_L0_3: "f32[2, 16, 4, 32][6144, 384, 32, 1]cpu" = torch.ops.aten.view.default(getitem_L0_2, [2, 16, 4, 32])
        transpose_L0: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = torch.ops.aten.transpose.int(view_L0_1, 1, 2)
        transpose_L0_1: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = torch.ops.aten.transpose.int(view_L0_2, 1, 2)
        transpose_L0_2: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = torch.ops.aten.transpose.int(view_L0_3, 1, 2)
        alias_L0: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = torch.ops.aten.alias.default(transpose_L0)
        #> transformer.h.0.attn: litgpt.model.apply_rope
        slice_L0: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = torch.ops.aten.slice.Tensor(alias_L0, 3, 0, 16)
        slice_L0_1: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = torch.ops.aten.slice.Tensor(alias_L0, 3, 16, 9223372036854775807)
        neg_L0: "f32[2, 4, 16, 16][1024, 16, 64, 1]cpu" = torch.ops.aten.neg.default(slice_L0_1)
        cat_L0: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.cat.default([neg_L0, slice_L0], -1)
        mul_L0_3: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = torch.ops.aten.mul.Tensor(alias_L0, view_L0_4)
        mul_L0_4: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.mul.Tensor(cat_L0, view_L0_5)
        add_L0_1: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = torch.ops.aten.add.Tensor(mul_L0_3, mul_L0_4)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        alias_L0_1: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = torch.ops.aten.alias.default(transpose_L0_1)
        #> transformer.h.0.attn: litgpt.model.apply_rope
        slice_L0_2: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = torch.ops.aten.slice.Tensor(alias_L0_1, 3, 0, 16)
        slice_L0_3: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = torch.ops.aten.slice.Tensor(alias_L0_1, 3, 16, 9223372036854775807)
        neg_L0_1: "f32[2, 4, 16, 16][1024, 16, 64, 1]cpu" = torch.ops.aten.neg.default(slice_L0_3)
        cat_L0_1: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.cat.default([neg_L0_1, slice_L0_2], -1)
        mul_L0_5: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = torch.ops.aten.mul.Tensor(alias_L0_1, view_L0_4)
        mul_L0_6: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.mul.Tensor(cat_L0_1, view_L0_5)
        add_L0_2: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = torch.ops.aten.add.Tensor(mul_L0_5, mul_L0_6)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        slice_L0_4: "f32[2, 4, 16, 0][6144, 32, 384, 1]cpu" = torch.ops.aten.slice.Tensor(transpose_L0, 3, 32, 9223372036854775807)
        cat_L0_2: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.cat.default([add_L0_1, slice_L0_4], -1)
        slice_L0_5: "f32[2, 4, 16, 0][6144, 32, 384, 1]cpu" = torch.ops.aten.slice.Tensor(transpose_L0_1, 3, 32, 9223372036854775807)
        cat_L0_3: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.cat.default([add_L0_2, slice_L0_5], -1)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.scaled_dot_product_attention
        _scaled_dot_product_flash_attention_for_cpu_L0 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(cat_L0_2, cat_L0_3, transpose_L0_2, 0.0, True, scale = 0.17677669529663687)
        getitem_L0_3: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[0]
        getitem_L0_4: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[1]
        detach_L0: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.detach.default(getitem_L0_3)
        transpose_L0_3: "f32[2, 16, 4, 32][2048, 32, 512, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_3, 1, 2)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        clone_L0: "f32[2, 16, 4, 32][2048, 128, 32, 1]cpu" = torch.ops.aten.clone.default(transpose_L0_3, memory_format = torch.contiguous_format)
        _unsafe_view_L0_1: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(clone_L0, [2, 16, 128])
        #> transformer.h.0.attn.proj: litgpt.model.CausalSelfAttention.forward
        t_L0_1: "f32[128, 128][1, 128]cpu" = torch.ops.aten.t.default(primals_7)
        view_L0_6: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_L0_1, [32, 128])
        mm_L0_1: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_L0_6, t_L0_1)
        _unsafe_view_L0_2: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_1, [2, 16, 128])
        #> transformer.h.0: litgpt.model.Block.forward
        add_L0_3: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.add.Tensor(_unsafe_view_L0_2, embedding)
        #> transformer.h.0.norm_2: litgpt.model.RMSNorm.forward
        mul_L0_7: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0_3, add_L0_3)
        mean_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(mul_L0_7, [-1], True)
        add_L0_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean_L0_1, 1e-05)
        rsqrt_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L0_4)
        mul_L0_8: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0_3, rsqrt_L0_1)
        mul_L0_9: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_8, primals_8)
        #> transformer.h.0.mlp.fc_1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view_L0_7: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mul_L0_9, [2, 16, 128])
        #> transformer.h.0.mlp.fc_1: scratch_lit._forward
        t_L0_2: "f32[128, 128][1, 128]cpu" = torch.ops.aten.t.default(primals_10)
        view_L0_8: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_L0_7, [32, 128])
        mm_L0_2: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_L0_8, t_L0_2)
        _unsafe_view_L0_3: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_2, [2, 16, 128])
        #> transformer.h.0.mlp.fc_1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_L0_9: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_L0_3, [2, 16, 128])
        #> transformer.h.0.mlp.fc_2: scratch_lit._forward
        t_L0_3: "f32[128, 128][1, 128]cpu" = torch.ops.aten.t.default(primals_12)
        mm_L0_3: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_L0_8, t_L0_3)
        _unsafe_view_L0_4: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_3, [2, 16, 128])
        #> transformer.h.0.mlp.fc_2: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_L0_10: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_L0_4, [2, 16, 128])
        #> transformer.h.0.mlp: scratch_lit._forward
        silu_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.silu.default(view_L0_9)
        mul_L0_10: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L0, view_L0_10)
        #> transformer.h.0.mlp.proj: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_L0_11: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mul_L0_10, [2, 16, 128])
        #> transformer.h.0.mlp.proj: scratch_lit._forward
        t_L0_4: "f32[128, 128][1, 128]cpu" = torch.ops.aten.t.default(primals_14)
        view_L0_12: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_L0_11, [32, 128])
        mm_L0_4: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_L0_12, t_L0_4)
        _unsafe_view_L0_5: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_4, [2, 16, 128])
        #> transformer.h.0.mlp.proj: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_L0_5, 'sum', 'mesh_tp')
        wait_tensor_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L0)
        view_L0_13: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(wait_tensor_L0, [2, 16, 128])
        #> transformer.h.0: litgpt.model.Block.forward
        add_L0_5: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.add.Tensor(view_L0_13, add_L0_3)
        #= transformer.h.0 as transformer.h.0: 103 lines, 2 written below
        #=   @ before its line 30, these 2
        view_L0_4: "f32[1, 1, 16, 32][512, 512, 32, 1]cpu" = torch.ops.aten.view.default(unsqueeze, [1, 1, 16, 32])
        view_L0_5: "f32[1, 1, 16, 32][512, 512, 32, 1]cpu" = torch.ops.aten.view.default(unsqueeze_1, [1, 1, 16, 32])
        #= transformer.h.1 as transformer.h.0: 101 lines
        #=   embedding -> ^, primals_5..primals_8 -> primals_16..primals_19, primals_10 -> primals_20, primals_12 -> primals_22, primals_14 -> primals_24
        #= transformer.h.2 as transformer.h.0: 101 lines
        #=   embedding -> ^, primals_5..primals_8 -> primals_26..primals_29, primals_10 -> primals_30, primals_12 -> primals_32, primals_14 -> primals_34
        #= transformer.h.3 as transformer.h.0: 101 lines
        #=   embedding -> ^, primals_5..primals_8 -> primals_36..primals_39, primals_10 -> primals_40, primals_12 -> primals_42, primals_14 -> primals_44
        #> transformer.ln_f: litgpt.model.RMSNorm.forward
        mul: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(add_L3_5, add_L3_5)
        mean: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(mul, [-1], True)
        add: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean, 1e-05)
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul_1: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(add_L3_5, rsqrt)
        mul_2: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, primals_46)
        #> lm_head: litgpt.model.GPT.forward
        t: "f32[128, 512][1, 128]cpu" = torch.ops.aten.t.default(primals_47)
        view: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(mul_2, [32, 128])
        mm: "f32[32, 512][512, 1]cpu" = torch.ops.aten.mm.default(view, t)
        _unsafe_view: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 512])
        t_1: "f32[512, 128][128, 1]cpu" = torch.ops.aten.t.default(t)
        #> transformer.h.3.mlp.proj: scratch_lit._forward
        t_L3_5: "f32[128, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L3_4)
        #> transformer.h.3.mlp.fc_2: scratch_lit._forward
        t_L3_6: "f32[128, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L3_3)
        #> transformer.h.3.mlp.fc_1: scratch_lit._forward
        t_L3_7: "f32[128, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L3_2)
        #> transformer.h.3.attn.proj: litgpt.model.CausalSelfAttention.forward
        t_L3_8: "f32[128, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L3_1)
        #> transformer.h.3.attn: litgpt.model.CausalSelfAttention.scaled_dot_product_attention
        detach_L3_1: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.detach.default(detach_L3)
        #> transformer.h.3.attn.qkv: litgpt.model.CausalSelfAttention.forward
        t_L3_9: "f32[384, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L3)
        #> transformer.h.2.attn: litgpt.model.CausalSelfAttention.scaled_dot_product_attention
        detach_L2_1: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.detach.default(detach_L2)
        #> transformer.h.1.attn: litgpt.model.CausalSelfAttention.scaled_dot_product_attention
        detach_L1_1: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.detach.default(detach_L1)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.scaled_dot_product_attention
        detach_L0_1: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.ops.aten.detach.default(detach_L0)
        return (
            _unsafe_view,
            primals_1,
            primals_2,
            primals_3,
            primals_5,
            primals_6,
            primals_7,
            primals_8,
            primals_10,
            primals_12,
            primals_14,
            primals_16,
            primals_17,
            primals_18,
            primals_19,
            primals_20,
            primals_22,
            primals_24,
            primals_26,
            primals_27,
            primals_28,
            primals_29,
            primals_30,
            primals_32,
            primals_34,
            primals_36,
            primals_39,
            primals_46,
            embedding,
            rsqrt_L0,
            view_L0,
            transpose_L0_2,
            cat_L0_2,
            cat_L0_3,
            getitem_L0_4,
            view_L0_6,
            mm_L0_1,
            rsqrt_L0_1,
            view_L0_8,
            mm_L0_2,
            mm_L0_3,
            view_L0_12,
            add_L0_5,
            rsqrt_L1,
            view_L1,
            transpose_L1_2,
            cat_L1_2,
            cat_L1_3,
            getitem_L1_4,
            view_L1_4,
            add_L1_3,
            rsqrt_L1_1,
            view_L1_6,
            mm_L1_2,
            mm_L1_3,
            view_L1_10,
            add_L1_5,
            rsqrt_L2,
            view_L2,
            transpose_L2_2,
            cat_L2_2,
            cat_L2_3,
            getitem_L2_4,
            view_L2_4,
            add_L2_3,
            rsqrt_L2_1,
            view_L2_6,
            mm_L2_2,
            mm_L2_3,
            view_L2_10,
            add_L2_5,
            rsqrt_L3,
            view_L3,
            transpose_L3_2,
            cat_L3_2,
            cat_L3_3,
            getitem_L3_4,
            view_L3_4,
            add_L3_3,
            rsqrt_L3_1,
            view_L3_6,
            mm_L3_2,
            mm_L3_3,
            view_L3_10,
            add_L3_5,
            rsqrt,
            view,
            t_1,
            t_L3_5,
            t_L3_6,
            t_L3_7,
            t_L3_8,
            detach_L3_1,
            t_L3_9,
            detach_L2_1,
            detach_L1_1,
            detach_L0_1,
            primals_9
        )
