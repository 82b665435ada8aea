# fxgolden golden | case: dtensor/noncontiguous_output | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 32, 4][128, 4, 1]cpu, S(1))", L_y_: "DTensor(f32[4, 32][32, 1]cpu, S(1))", L_z_: "DTensor(f32[4][1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.noncontiguous_output.<locals>.fn
        permute: "DTensor(f32[4, 4, 32][128, 1, 4]cpu, S(2))" = l_x_.permute(0, 2, 1)
        x_t: "DTensor(f32[4, 4, 32][128, 32, 1]cpu, S(2))" = permute.contiguous()
        tmp: "DTensor(f32[4, 4, 4][16, 4, 1]cpu, P(sum))" = torch._C._nn.linear(x_t, l_y_, l_z_)
        permute_1: "DTensor(f32[4, 4, 4][16, 1, 4]cpu, P(sum))" = tmp.permute(0, 2, 1)
        return (permute_1,)
