# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[20, 16][16, 1]cpu",
        primals_2,
        primals_3: "f32[8, 16][16, 1]cpu",
        primals_4,
        primals_5: "f32[8][1]cpu",
        primals_6,
        primals_7: "f32[8, 16][16, 1]cpu",
        primals_8,
        primals_9: "f32[8][1]cpu",
        primals_10,
        primals_11: "f32[8, 16][16, 1]cpu",
        primals_12,
        primals_13: "f32[8][1]cpu",
        primals_14,
        primals_15: "f32[16, 8][8, 1]cpu",
        primals_16,
        primals_17: "f32[16][1]cpu",
        primals_18
    ):
        #> block.attn: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        all_gather_into_tensor: "f32[40, 16][16, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 2, 'mesh_tp')
        wait_tensor: "f32[40, 16][16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> block.attn.wq: cases.tp.FakeAttention.forward
        permute: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(primals_3, [1, 0])
        addmm: "f32[40, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_5, wait_tensor, permute)
        #> block.attn.wk: cases.tp.FakeAttention.forward
        permute_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        addmm_1: "f32[40, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_9, wait_tensor, permute_1)
        #> block.attn: cases.tp.FakeAttention.forward
        add: "f32[40, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(addmm, addmm_1)
        #> block.attn.wv: cases.tp.FakeAttention.forward
        permute_2: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(primals_11, [1, 0])
        addmm_2: "f32[40, 8][8, 1]cpu" = torch.ops.aten.addmm.default(primals_13, wait_tensor, permute_2)
        #> block.attn: cases.tp.FakeAttention.forward
        add_1: "f32[40, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(add, addmm_2)
        #> block.attn.wo: cases.tp.FakeAttention.forward
        permute_3: "f32[8, 16][1, 8]cpu" = torch.ops.aten.permute.default(primals_15, [1, 0])
        div: "f32[16][1]cpu" = torch.ops.aten.div.Tensor(primals_17, 2)
        addmm_3: "f32[40, 16][16, 1]cpu" = torch.ops.aten.addmm.default(div, add_1, permute_3)
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        reduce_scatter_tensor: "f32[20, 16][16, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(addmm_3, 'sum', 2, 'mesh_tp')
        wait_tensor_1: "f32[20, 16][16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> block.attn.wo: cases.tp.FakeAttention.forward
        permute_4: "f32[16, 8][8, 1]cpu" = torch.ops.aten.permute.default(permute_3, [1, 0])
        return (wait_tensor_1, wait_tensor, add_1, permute_4, primals_2)
