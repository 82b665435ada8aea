# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_8: "f32[16, 8][8, 1]cuda:0", wait_tensor: "f32[40, 16][16, 1]cuda:0", add: "f32[40, 8][8, 1]cuda:0", tangents_1: "f32[20, 16][16, 1]cuda:0"):
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_gather_into_tensor: "f32[40, 16][16, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, 'mesh_tp')
        wait_tensor_1: "f32[40, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> block.attn.wo: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[8, 16][1, 8]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        permute_1: "f32[16, 8][8, 1]cuda:0" = torch.ops.aten.permute.default(permute, [1, 0])
        mm: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor_1, permute_1)
        permute_2: "f32[16, 40][1, 16]cuda:0" = torch.ops.aten.permute.default(wait_tensor_1, [1, 0])
        mm_1: "f32[16, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(permute_2, add)
        sum_1: "f32[1, 16][16, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_1, [0], True)
        view: "f32[16][1]cuda:0" = torch.ops.aten.view.default(sum_1, [16])
        #> block.attn.wv: torch.utils._device.DeviceContext.__torch_function__
        permute_3: "f32[8, 40][1, 8]cuda:0" = torch.ops.aten.permute.default(mm, [1, 0])
        mm_2: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, wait_tensor)
        sum_2: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_1: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_2, [8])
        #> block.attn.wk: torch.utils._device.DeviceContext.__torch_function__
        mm_3: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, wait_tensor)
        sum_3: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_2: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_3, [8])
        #> block.attn.wq: torch.utils._device.DeviceContext.__torch_function__
        mm_4: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, wait_tensor)
        sum_4: "f32[1, 8][8, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_3: "f32[8][1]cuda:0" = torch.ops.aten.view.default(sum_4, [8])
        return (None, mm_4, view_3, mm_3, view_2, mm_2, view_1, mm_1, view)
