# fxgolden golden | case: tp/block[seq8] | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 8, 16][128, 16, 1]cpu",
        primals_2: "f32[16][1]cpu",
        primals_3,
        primals_4: "f32[8, 16][16, 1]cpu",
        primals_5,
        primals_6: "f32[8, 16][16, 1]cpu",
        primals_7,
        primals_8: "f32[8, 16][16, 1]cpu",
        primals_9,
        primals_10: "f32[16, 8][8, 1]cpu",
        primals_11,
        primals_12: "f32[16][1]cpu",
        primals_13: "f32[16, 16][16, 1]cpu",
        primals_14,
        primals_15: "f32[16, 16][16, 1]cpu",
        primals_16,
        primals_17: "f32[16, 16][16, 1]cpu",
        primals_18
    ):
        #> attention_norm: mytrainer.model.RMSNorm.forward
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [-1], True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean, 1e-05)
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_2)
        #> attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mul_1, [2, 8, 16])
        #> attention.wq: mytrainer.model.Attention.forward
        t: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        view_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view, [16, 16])
        mm: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, t)
        _unsafe_view: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 8])
        #> attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_2: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 8, 8])
        #> attention: mytrainer.model.Attention.forward
        view_3: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_2, [2, 8, -1, 8])
        transpose: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_3, 1, 2)
        #> attention.wk: mytrainer.model.Attention.forward
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        mm_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, t_1)
        _unsafe_view_1: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 8])
        #> attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_4: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, 8])
        #> attention: mytrainer.model.Attention.forward
        view_5: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_4, [2, 8, -1, 8])
        transpose_1: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_5, 1, 2)
        #> attention.wv: mytrainer.model.Attention.forward
        t_2: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_8)
        mm_2: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, t_2)
        _unsafe_view_2: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 8])
        #> attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_6: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, 8])
        #> attention: mytrainer.model.Attention.forward
        view_7: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_6, [2, 8, -1, 8])
        transpose_2: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_7, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_1: "f32[2, 1, 8][8, 1, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        detach: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch.ops.aten.detach.default(getitem)
        transpose_3: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem, 1, 2)
        view_8: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 8, -1])
        #> attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_9: "f32[2, 8, 8][64, 8, 1]cpu" = torch.ops.aten.view.default(view_8, [2, 8, 8])
        #> attention.wo: mytrainer.model.Attention.forward
        t_3: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(primals_10)
        view_10: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(view_9, [16, 8])
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_10, t_3)
        _unsafe_view_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16])
        #> attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_3, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        view_11: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [2, 8, 16])
        #> (no module): mytrainer.model.Block.forward
        add_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, view_11)
        #> ffn_norm: mytrainer.model.RMSNorm.forward
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
        mean_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [-1], True)
        add_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean_1, 1e-05)
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_12)
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view_12: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mul_3, [2, 8, 16])
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        t_4: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_13)
        view_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_12, [16, 16])
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_13, t_4)
        _unsafe_view_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 16])
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_14: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_4, [2, 8, 16])
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.silu.default(view_14)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        t_5: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_15)
        mm_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_13, t_5)
        _unsafe_view_5: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16])
        #> feed_forward.w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_15: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_5, [2, 8, 16])
        #> feed_forward: mytrainer.model.FeedForward.forward
        mul_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(silu, view_15)
        #> feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_16: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(mul_4, [2, 8, 16])
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_17)
        view_17: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(view_16, [16, 16])
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_6)
        _unsafe_view_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16])
        #> feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_6, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        view_18: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.view.default(wait_tensor_1, [2, 8, 16])
        #> (no module): mytrainer.model.Block.forward
        add_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_1, view_18)
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        t_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5)
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        t_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_4)
        #> attention: mytrainer.model.Attention.forward
        detach_1: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (
            add_3,
            primals_1,
            primals_2,
            primals_4,
            primals_6,
            primals_8,
            primals_10,
            primals_12,
            rsqrt,
            view_1,
            transpose,
            transpose_1,
            transpose_2,
            getitem_1,
            view_10,
            wait_tensor,
            rsqrt_1,
            view_13,
            mm_4,
            mm_5,
            view_17,
            t_7,
            t_8,
            t_9,
            detach_1,
            primals_3
        )
