# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.dynamo | normalizer: 7 | world: fake ranks 1,3/4 cuda
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[10, 257, 160][41120, 160, 1]cuda:0, P(sum))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.contiguous_dtensor_noncontiguous_local_as_tangent.<locals>.fn
        prim_redistribute: "DTensor(f32[10, 257, 160][41120, 160, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute(l_t_)
        return (prim_redistribute,)
