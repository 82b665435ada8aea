# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[20, 16][16, 1]cuda:0",
        primals_2: "f32[8, 16][16, 1]cuda:0",
        primals_3: "f32[8][1]cuda:0",
        primals_4: "f32[8, 16][16, 1]cuda:0",
        primals_5: "f32[8][1]cuda:0",
        primals_6: "f32[8, 16][16, 1]cuda:0",
        primals_7: "f32[8][1]cuda:0",
        primals_8: "f32[16, 8][8, 1]cuda:0",
        primals_9: "f32[16][1]cuda:0"
    ):
        #> block.attn: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        all_gather_into_tensor: "f32[40, 16][16, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 2, 'mesh_tp')
        wait_tensor: "f32[40, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> block.attn.wq: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[16, 8][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        addmm: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_3, wait_tensor, permute)
        #> block.attn.wk: torch.utils._device.DeviceContext.__torch_function__
        permute_1: "f32[16, 8][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_5, wait_tensor, permute_1)
        #> block.attn: torch.utils._device.DeviceContext.__torch_function__
        add: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.add.Tensor(addmm, addmm_1)
        #> block.attn.wv: torch.utils._device.DeviceContext.__torch_function__
        permute_2: "f32[16, 8][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_2: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.addmm.default(primals_7, wait_tensor, permute_2)
        #> block.attn: torch.utils._device.DeviceContext.__torch_function__
        add_1: "f32[40, 8][8, 1]cuda:0" = torch.ops.aten.add.Tensor(add, addmm_2)
        #> block.attn.wo: torch.utils._device.DeviceContext.__torch_function__
        permute_3: "f32[8, 16][1, 8]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        div: "f32[16][1]cuda:0" = torch.ops.aten.div.Tensor(primals_9, 2)
        addmm_3: "f32[40, 16][16, 1]cuda:0" = torch.ops.aten.addmm.default(div, add_1, permute_3)
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        reduce_scatter_tensor: "f32[20, 16][16, 1]cuda:0" = torch.ops._c10d_functional.reduce_scatter_tensor.default(addmm_3, 'sum', 2, 'mesh_tp')
        wait_tensor_1: "f32[20, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        return (wait_tensor_1, primals_8, wait_tensor, add_1)
