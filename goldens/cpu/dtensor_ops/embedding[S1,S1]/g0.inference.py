# fxgolden golden | case: dtensor_ops/embedding[S1,S1] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "i64[3, 1][1, 1]cpu", arg1_1, arg2_1: "f32[6, 2][2, 1]cpu", arg3_1):
        #> (no module): cases.dtensor_ops.<lambda>
        all_gather_into_tensor: "i64[6, 1][1, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg0_1, 2, 'mesh_dim0')
        wait_tensor: "i64[6, 1][1, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 3)
        getitem: "i64[3, 1][1, 1]cpu" = split[0]
        getitem_1: "i64[3, 1][1, 1]cpu" = split[1]
        cat: "i64[3, 2][2, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1], 1)
        embedding: "f32[3, 2, 2][4, 2, 1]cpu" = torch.ops.aten.embedding.default(arg2_1, cat)
        return (embedding, arg1_1)
