# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[20, 16][16, 1]cpu", primals_2, primals_3: "f32[8, 16][16, 1]cpu", primals_4, primals_5: "f32[8][1]cpu", primals_6, primals_7: "f32[8, 16][16, 1]cpu", primals_8, primals_9: "f32[8][1]cpu", primals_10, primals_11: "f32[8, 16][16, 1]cpu", primals_12, primals_13: "f32[8][1]cpu", primals_14, primals_15: "f32[16, 8][8, 1]cpu", primals_16, primals_17: "f32[16][1]cpu", primals_18):
        all_gather_into_tensor: "f32[40, 16][16, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 2, 'mesh_tp');  primals_1 = None
        wait_tensor: "f32[40, 16][16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None
        permute: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(primals_3, [1, 0]);  primals_3 = None
        addmm: "f32[40, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_5, wait_tensor, permute);  primals_5 = permute = None
        permute_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0]);  primals_7 = None
        addmm_1: "f32[40, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_9, wait_tensor, permute_1);  primals_9 = permute_1 = None
        add: "f32[40, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(addmm, addmm_1);  addmm = addmm_1 = None
        permute_2: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(primals_11, [1, 0]);  primals_11 = None
        addmm_2: "f32[40, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_13, wait_tensor, permute_2);  primals_13 = permute_2 = None
        add_1: "f32[40, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(add, addmm_2);  add = addmm_2 = None
        permute_3: "f32[8, 16][1, 8]cpu" = torch.ops.aten.permute.default(primals_15, [1, 0]);  primals_15 = None
        div: "f32[16][1]cpu" = torch.ops.aten.div.Tensor(primals_17, 2);  primals_17 = None
        addmm_3: "f32[40, 16][16, 1]cpu" = torch.ops.aten.addmm.default(div, add_1, permute_3);  div = None
        reduce_scatter_tensor: "f32[20, 16][16, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(addmm_3, 'sum', 2, 'mesh_tp');  addmm_3 = None
        wait_tensor_1: "f32[20, 16][16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None
        permute_4: "f32[16, 8][8, 1]cpu" = torch.ops.aten.permute.default(permute_3, [1, 0]);  permute_3 = None
        return (wait_tensor_1, wait_tensor, add_1, permute_4, primals_2)
