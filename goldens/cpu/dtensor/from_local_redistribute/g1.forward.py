# fxgolden golden | case: dtensor/from_local_redistribute | artifact: g1.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 3][3, 1]cpu", primals_2):
        #> (no module): cases.dtensor.from_local_redistribute.<locals>.kwargs_fn
        view: "f32[2, 3][3, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 3])
        all_gather_into_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view, 2, 'mesh_dim0')
        wait_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        view_1: "f32[4, 3][3, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [4, 3])
        add: "f32[4, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(view_1, 2)
        return (add,)
