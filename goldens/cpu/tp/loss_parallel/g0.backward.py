# fxgolden golden | case: tp/loss_parallel | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, view: "f32[4, 8][8, 1]cpu", _to_copy: "f32[][]cpu", ne: "b8[4, 1][1, 1]cpu", add: "f32[4, 8][8, 1]cpu", primals_2, tangents_1: "f32[][]cpu", tangents_2):
        #> (no module): cases.loss_parallel.loss_parallel_body.<locals>.<lambda>
        div: "f32[][]cpu" = torch.ops.aten.div.Tensor(tangents_1, _to_copy)
        scalar_tensor: "f32[][]cpu" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where: "f32[4, 1][1, 1]cpu" = torch.ops.aten.where.self(ne, div, scalar_tensor)
        mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(add, where)
        #> head: cases.loss_parallel.loss_parallel_body.<locals>.<lambda>
        t: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(mul)
        mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t, view)
        t_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm)
        t_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_1)
        return (None, None, t_2, primals_2, None)
