# fxgolden golden | case: tp/swiglu | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_3: "f32[16, 16][16, 1]cpu",
        primals_5: "f32[16, 16][16, 1]cpu",
        view: "f32[8, 16][16, 1]cpu",
        mm: "f32[8, 16][16, 1]cpu",
        mm_1: "f32[8, 16][16, 1]cpu",
        view_1: "f32[8, 16][16, 1]cpu",
        t: "f32[16, 16][16, 1]cpu",
        primals_2,
        tangents_1: "f32[2, 4, 16][64, 16, 1]cpu"
    ):
        #> w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        view_2: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(tangents_1, [2, 4, 16])
        #> w2: mytrainer.model.FeedForward.forward
        view_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_2, [8, 16])
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(view_3)
        mm_2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_1, view_1)
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_2)
        mm_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_3, t)
        view_4: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 4, 16])
        t_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2)
        #> w1: mytrainer.model.FeedForward.forward
        _unsafe_view: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 4, 16])
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_5: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 4, 16])
        #> (no module): mytrainer.model.FeedForward.forward
        silu: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.silu.default(view_5)
        mul: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, silu)
        #> w3: mytrainer.model.FeedForward.forward
        _unsafe_view_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 4, 16])
        #> w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_6: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 4, 16])
        #> (no module): mytrainer.model.FeedForward.forward
        mul_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, view_6)
        #> w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_7: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mul, [2, 4, 16])
        #> w3: mytrainer.model.FeedForward.forward
        view_8: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_7, [8, 16])
        t_4: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(view_8)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_4, view)
        t_5: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4)
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5)
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6)
        mm_5: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, t_7)
        view_9: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 4, 16])
        t_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5)
        #> w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_9, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): mytrainer.model.FeedForward.forward
        silu_backward: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, view_5)
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_10: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(silu_backward, [2, 4, 16])
        #> w1: mytrainer.model.FeedForward.forward
        view_11: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_10, [8, 16])
        t_9: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(view_11)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_9, view)
        t_10: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6)
        t_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_3)
        t_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_11)
        mm_7: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_11, t_12)
        view_12: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 4, 16])
        t_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_12, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        add: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        return (add, None, t_13, primals_2, t_8, primals_2, t_3, primals_2)
