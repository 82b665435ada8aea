# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.backward | normalizer: 6 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_8: "f32[16, 8][8, 1]cuda:0", wait_tensor: "f32[40, 16][16, 1]cuda:0", add: "f32[40, 8][8, 1]cuda:0", tangents_1: "f32[20, 16][16, 1]cuda:0"):
        all_gather_into_tensor: "f32[40, 16][16, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, 'mesh_tp');  tangents_1 = None
        wait_tensor_1: "f32[40, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None
        permute: "f32[8, 16][1, 8]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_1: "f32[16, 8][8, 1]cuda:0" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor_1, permute_1);  permute_1 = None
        permute_2: "f32[16, 40][1, 16]cuda:0" = torch.ops.aten.permute.default(wait_tensor_1, [1, 0])
        mm_1: "f32[16, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(permute_2, add);  permute_2 = add = None
        sum_1: "f32[1, 16][16, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_1, [0], True);  wait_tensor_1 = None
        view: "f32[16][1]cuda:0" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        permute_3: "f32[8, 40][1, 8]cuda:0" = torch.ops.aten.permute.default(mm, [1, 0])
        mm_2: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, wait_tensor)
        sum_2: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_1: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        mm_3: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, wait_tensor)
        sum_3: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_2: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        mm_4: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, wait_tensor);  permute_3 = wait_tensor = None
        sum_4: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mm, [0], True);  mm = None
        view_3: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        return (None, mm_4, view_3, mm_3, view_2, mm_2, view_1, mm_1, view)
