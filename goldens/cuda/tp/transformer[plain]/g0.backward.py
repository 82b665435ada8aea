# fxgolden golden | case: tp/transformer[plain] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "i64[2, 8][8, 1]cuda:0",
        primals_2: "f32[2, 16][16, 1]cuda:0",
        primals_4: "f32[16][1]cuda:0",
        primals_6: "f32[4, 16][16, 1]cuda:0",
        primals_7: "f32[4, 16][16, 1]cuda:0",
        primals_8: "f32[4, 16][16, 1]cuda:0",
        primals_9: "f32[16, 4][4, 1]cuda:0",
        primals_10: "f32[16][1]cuda:0",
        primals_12: "f32[16, 16][16, 1]cuda:0",
        primals_14: "f32[16, 16][16, 1]cuda:0",
        primals_16: "f32[16][1]cuda:0",
        iota: "i64[8][1]cuda:0",
        mul: "f32[2, 8, 16][128, 16, 1]cuda:0",
        view: "f32[16, 16][16, 1]cuda:0",
        permute: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0",
        permute_1: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0",
        permute_2: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0",
        getitem: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0",
        getitem_1: "f32[2, 1, 32][32, 32, 1]cuda:0",
        getitem_2: "i64[][]cuda:0",
        getitem_3: "i64[][]cuda:0",
        mul_1: "f32[2, 8, 16][128, 16, 1]cuda:0",
        view_1: "f32[16, 16][16, 1]cuda:0",
        addmm: "f32[16, 16][16, 1]cuda:0",
        view_2: "f32[16, 16][16, 1]cuda:0",
        mul_2: "f32[2, 8, 16][128, 16, 1]cuda:0",
        view_3: "f32[16, 16][16, 1]cuda:0",
        div: "f32[2, 8, 1][8, 1, 1]cuda:0",
        div_1: "f32[2, 8, 1][8, 1, 1]cuda:0",
        div_2: "f32[2, 8, 1][8, 1, 1]cuda:0",
        tangents_1: "f32[2, 8, 8][64, 8, 1]cuda:0"
    ):
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        split = torch.ops.aten.split.Tensor(tangents_1, 2, 2)
        getitem_4: "f32[2, 8, 2][64, 8, 1]cuda:0" = split[1]
        clone: "f32[2, 8, 2][16, 2, 1]cuda:0" = torch.ops.aten.clone.default(getitem_4)
        #> output: torch.utils._device.DeviceContext.__torch_function__
        view_4: "f32[16, 2][2, 1]cuda:0" = torch.ops.aten.view.default(clone, [16, 2])
        permute_3: "f32[2, 16][1, 2]cuda:0" = torch.ops.aten.permute.default(view_4, [1, 0])
        mm: "f32[2, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_3, view_3)
        permute_4: "f32[16, 2][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        permute_5: "f32[2, 16][16, 1]cuda:0" = torch.ops.aten.permute.default(permute_4, [1, 0])
        mm_1: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_4, permute_5)
        view_5: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_1, [2, 8, 16])
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        all_reduce: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(view_5, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> norm: torch.utils._device.DeviceContext.__torch_function__
        mul_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(wait_tensor, primals_16)
        mul_4: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_3, 16)
        sum_1: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        mul_5: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_3, mul_2)
        sum_2: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_5, [2], True)
        mul_6: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_2, sum_2)
        sub: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(mul_4, sum_1)
        sub_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(sub, mul_6)
        mul_7: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(div, sub_1)
        mul_8: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(wait_tensor, mul_2)
        sum_3: "f32[16][1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_8, [0, 1])
        sum_4: "f32[16][1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor, [0, 1])
        #> layers.0.feed_forward.w2: torch.utils._device.DeviceContext.__torch_function__
        view_6: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(mul_7, [16, 16])
        permute_6: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_14, [1, 0])
        permute_7: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.permute.default(permute_6, [1, 0])
        mm_2: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_6, permute_7)
        permute_8: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(view_6, [1, 0])
        mm_3: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_8, view_2)
        sum_5: "f32[1, 16][16, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_6, [0], True)
        view_7: "f32[16][1]cuda:0" = torch.ops.aten.view.default(sum_5, [16])
        view_8: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_2, [2, 8, 16])
        #> layers.0.feed_forward.w1: torch.utils._device.DeviceContext.__torch_function__
        view_9: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(addmm, [2, 8, 16])
        #> layers.0.feed_forward.gelu: torch.utils._device.DeviceContext.__torch_function__
        mul_9: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476)
        erf: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.erf.default(mul_9)
        add: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(erf, 1)
        mul_10: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(add, 0.5)
        mul_11: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(view_9, view_9)
        mul_12: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_11, -0.5)
        exp: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.exp.default(mul_12)
        mul_13: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327)
        mul_14: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(view_9, mul_13)
        add_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_10, mul_14)
        mul_15: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(view_8, add_1)
        #> layers.0.feed_forward.w1: torch.utils._device.DeviceContext.__torch_function__
        view_10: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(mul_15, [16, 16])
        permute_9: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_12, [1, 0])
        permute_10: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.permute.default(permute_9, [1, 0])
        mm_4: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_10, permute_10)
        permute_11: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(view_10, [1, 0])
        mm_5: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_11, view_1)
        sum_6: "f32[1, 16][16, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(view_10, [0], True)
        view_11: "f32[16][1]cuda:0" = torch.ops.aten.view.default(sum_6, [16])
        view_12: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_4, [2, 8, 16])
        #> layers.0.feed_forward: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        all_reduce_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(view_12, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> layers.0.ffn_norm: torch.utils._device.DeviceContext.__torch_function__
        mul_16: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(wait_tensor_1, primals_10)
        mul_17: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_16, 16)
        sum_7: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_16, [2], True)
        mul_18: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_16, mul_1)
        sum_8: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_18, [2], True)
        mul_19: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_1, sum_8)
        sub_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(mul_17, sum_7)
        sub_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(sub_2, mul_19)
        mul_20: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(div_1, sub_3)
        mul_21: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(wait_tensor_1, mul_1)
        sum_9: "f32[16][1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_21, [0, 1])
        sum_10: "f32[16][1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_1, [0, 1])
        add_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_7, mul_20)
        #> layers.0.attention.wo: torch.utils._device.DeviceContext.__torch_function__
        view_13: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(add_2, [16, 16])
        permute_12: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(view_13, [1, 0])
        #> layers.0.attention: torch.utils._device.DeviceContext.__torch_function__
        permute_13: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])
        view_14: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(permute_13, [2, 8, -1])
        #> layers.0.attention.wo: torch.utils._device.DeviceContext.__torch_function__
        view_15: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.view.default(view_14, [16, 4])
        mm_6: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(permute_12, view_15)
        permute_14: "f32[4, 16][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_9, [1, 0])
        permute_15: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.permute.default(permute_14, [1, 0])
        mm_7: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(view_13, permute_15)
        view_16: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(mm_7, [2, 8, 4])
        #> layers.0.attention: torch.utils._device.DeviceContext.__torch_function__
        view_17: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.view.default(view_16, [2, 8, 1, 4])
        permute_16: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3])
        _scaled_dot_product_efficient_attention_backward = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(
            permute_16,
            permute,
            permute_1,
            permute_2,
            None,
            getitem,
            getitem_1,
            getitem_2,
            getitem_3,
            0.0,
            [True, True, True, False],
            True
        )
        getitem_5: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = _scaled_dot_product_efficient_attention_backward[0]
        getitem_6: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = _scaled_dot_product_efficient_attention_backward[1]
        getitem_7: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = _scaled_dot_product_efficient_attention_backward[2]
        permute_17: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(getitem_7, [0, 2, 1, 3])
        view_18: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(permute_17, [2, 8, 4])
        permute_18: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(getitem_6, [0, 2, 1, 3])
        view_19: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(permute_18, [2, 8, 4])
        permute_19: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_20: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(permute_19, [2, 8, 4])
        #> layers.0.attention.wv: torch.utils._device.DeviceContext.__torch_function__
        view_21: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.view.default(view_18, [16, 4])
        permute_20: "f32[4, 16][1, 4]cuda:0" = torch.ops.aten.permute.default(view_21, [1, 0])
        mm_8: "f32[4, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_20, view)
        permute_21: "f32[16, 4][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        permute_22: "f32[4, 16][16, 1]cuda:0" = torch.ops.aten.permute.default(permute_21, [1, 0])
        mm_9: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_21, permute_22)
        view_22: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_9, [2, 8, 16])
        #> layers.0.attention.wk: torch.utils._device.DeviceContext.__torch_function__
        view_23: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.view.default(view_19, [16, 4])
        permute_23: "f32[4, 16][1, 4]cuda:0" = torch.ops.aten.permute.default(view_23, [1, 0])
        mm_10: "f32[4, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_23, view)
        permute_24: "f32[16, 4][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_7, [1, 0])
        permute_25: "f32[4, 16][16, 1]cuda:0" = torch.ops.aten.permute.default(permute_24, [1, 0])
        mm_11: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_23, permute_25)
        view_24: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_11, [2, 8, 16])
        add_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(view_22, view_24)
        #> layers.0.attention.wq: torch.utils._device.DeviceContext.__torch_function__
        view_25: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.view.default(view_20, [16, 4])
        permute_26: "f32[4, 16][1, 4]cuda:0" = torch.ops.aten.permute.default(view_25, [1, 0])
        mm_12: "f32[4, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(permute_26, view)
        permute_27: "f32[16, 4][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_6, [1, 0])
        permute_28: "f32[4, 16][16, 1]cuda:0" = torch.ops.aten.permute.default(permute_27, [1, 0])
        mm_13: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_25, permute_28)
        view_26: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_13, [2, 8, 16])
        add_4: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(add_3, view_26)
        #> layers.0.attention: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        all_reduce_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(add_4, 'sum', 'mesh_tp')
        wait_tensor_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> layers.0.attention_norm: torch.utils._device.DeviceContext.__torch_function__
        mul_22: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(wait_tensor_2, primals_4)
        mul_23: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_22, 16)
        sum_11: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_22, [2], True)
        mul_24: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_22, mul)
        sum_12: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_24, [2], True)
        mul_25: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul, sum_12)
        sub_4: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(mul_23, sum_11)
        sub_5: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(sub_4, mul_25)
        mul_26: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(div_2, sub_5)
        mul_27: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(wait_tensor_2, mul)
        sum_13: "f32[16][1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_27, [0, 1])
        sum_14: "f32[16][1]cuda:0" = torch.ops.aten.sum.dim_IntList(wait_tensor_2, [0, 1])
        add_5: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(add_2, mul_26)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        sum_15: "f32[1, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(add_5, [0], True)
        view_27: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.view.default(sum_15, [8, 16])
        #> pos_embeddings: torch.utils._device.DeviceContext.__torch_function__
        eq: "b8[8][1]cuda:0" = torch.ops.aten.eq.Scalar(iota, -1)
        unsqueeze: "b8[8, 1][1, 1]cuda:0" = torch.ops.aten.unsqueeze.default(eq, -1)
        full_default: "f32[][]cuda:0" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.where.self(unsqueeze, full_default, view_27)
        full_default_1: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.full.default([16, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.index_put.default(full_default_1, [iota], where, True)
        #> tok_embeddings: torch.utils._device.DeviceContext.__torch_function__
        eq_1: "b8[2, 8][8, 1]cuda:0" = torch.ops.aten.eq.Scalar(primals_1, -1)
        unsqueeze_1: "b8[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.unsqueeze.default(eq_1, -1)
        where_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.where.self(unsqueeze_1, full_default, add_5)
        full_default_2: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.full.default([8, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put_1: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.index_put.default(full_default_2, [primals_1], where_1, True)
        split_1 = torch.ops.aten.split.Tensor(index_put_1, 2)
        getitem_8: "f32[2, 16][16, 1]cuda:0" = split_1[1]
        #> output: torch.utils._device.DeviceContext.__torch_function__
        add_6: "f32[2, 16][16, 1]cuda:0" = torch.ops.aten.add.Tensor(mm, getitem_8)
        return (None, add_6, index_put, sum_13, sum_14, mm_12, mm_10, mm_8, mm_6, sum_9, sum_10, mm_5, view_11, mm_3, view_7, sum_3, sum_4)
