# fxgolden golden | case: core/dtensor_matmul_redistribute[S0] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8][8, 1]cuda:0", L_w_: "f32[8, 8][8, 1]cuda:0"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        dx: "DTensor(f32[16, 8][8, 1]cuda:0, S(0))" = torch__dynamo_variables_torch_prim_from_local(l_x_)
        dw: "DTensor(f32[8, 8][8, 1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local_1(l_w_)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        y: "DTensor(f32[16, 8][8, 1]cuda:0, S(0))" = torch.matmul(dx, dw)
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        prim_redistribute: "DTensor(f32[16, 8][8, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute(y)
        prim_to_local: "f32[16, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local(prim_redistribute)
        return (prim_to_local,)
