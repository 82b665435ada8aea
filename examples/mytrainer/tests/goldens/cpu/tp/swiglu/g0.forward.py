# fxgolden golden | case: tp/swiglu | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 4, 16][64, 16, 1]cpu",
        primals_2,
        primals_3: "f32[16, 16][16, 1]cpu",
        primals_4,
        primals_5: "f32[16, 16][16, 1]cpu",
        primals_6,
        primals_7: "f32[16, 16][16, 1]cpu",
        primals_8
    ):
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        view: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 4, 16])
        #> w1: mytrainer.model.FeedForward.forward
        t: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_3)
        view_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view, [8, 16])
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_1, t)
        _unsafe_view: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 4, 16])
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_2: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 4, 16])
        #> (no module): mytrainer.model.FeedForward.forward
        silu: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.silu.default(view_2)
        #> w3: mytrainer.model.FeedForward.forward
        t_1: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_5)
        mm_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_1, t_1)
        _unsafe_view_1: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 4, 16])
        #> w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        view_3: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 4, 16])
        #> (no module): mytrainer.model.FeedForward.forward
        mul: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.mul.Tensor(silu, view_3)
        #> w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        view_4: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mul, [2, 4, 16])
        #> w2: mytrainer.model.FeedForward.forward
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_7)
        view_5: "f32[8, 16][16, 1]cpu" = torch.ops.aten.view.default(view_4, [8, 16])
        mm_2: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_5, t_2)
        _unsafe_view_2: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 4, 16])
        #> w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_2, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        view_6: "f32[2, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [2, 4, 16])
        #> w2: mytrainer.model.FeedForward.forward
        t_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2)
        return (view_6, primals_3, primals_5, view_1, mm, mm_1, view_5, t_3, primals_2)
