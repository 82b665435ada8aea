# fxgolden golden | case: dtensor_ops/mm[S0,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 6][6, 1]cpu", arg1_1, arg2_1: "f32[3, 3][3, 1]cpu", arg3_1):
        all_gather_into_tensor: "f32[6, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg2_1, 2, 'mesh_dim0')
        wait_tensor: "f32[6, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mm: "f32[2, 3][3, 1]cpu" = torch.ops.aten.mm.default(arg0_1, wait_tensor)
        return (mm, arg1_1)
