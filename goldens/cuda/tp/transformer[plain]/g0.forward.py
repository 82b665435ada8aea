# fxgolden golden | case: tp/transformer[plain] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "i64[2, 8][8, 1]cuda:0",
        primals_2: "f32[2, 16][16, 1]cuda:0",
        primals_3: "f32[4, 16][16, 1]cuda:0",
        primals_4: "f32[16][1]cuda:0",
        primals_5: "f32[16][1]cuda:0",
        primals_6: "f32[4, 16][16, 1]cuda:0",
        primals_7: "f32[4, 16][16, 1]cuda:0",
        primals_8: "f32[4, 16][16, 1]cuda:0",
        primals_9: "f32[16, 4][4, 1]cuda:0",
        primals_10: "f32[16][1]cuda:0",
        primals_11: "f32[16][1]cuda:0",
        primals_12: "f32[16, 16][16, 1]cuda:0",
        primals_13: "f32[16][1]cuda:0",
        primals_14: "f32[16, 16][16, 1]cuda:0",
        primals_15: "f32[16][1]cuda:0",
        primals_16: "f32[16][1]cuda:0",
        primals_17: "f32[16][1]cuda:0"
    ):
        #> tok_embeddings: torch.utils._device.DeviceContext.__torch_function__
        lt: "b8[2, 8][8, 1]cuda:0" = torch.ops.aten.lt.Scalar(primals_1, 2)
        ge: "b8[2, 8][8, 1]cuda:0" = torch.ops.aten.ge.Scalar(primals_1, 4)
        bitwise_or: "b8[2, 8][8, 1]cuda:0" = torch.ops.aten.bitwise_or.Tensor(lt, ge)
        sub: "i64[2, 8][8, 1]cuda:0" = torch.ops.aten.sub.Tensor(primals_1, 2)
        full_default: "i64[][]cpu" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        index_put: "i64[2, 8][8, 1]cuda:0" = torch.ops.aten.index_put.default(sub, [bitwise_or], full_default)
        embedding: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.embedding.default(primals_2, index_put)
        #> tok_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        full_default_1: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        index_put_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.index_put.default(embedding, [bitwise_or], full_default_1)
        all_reduce: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(index_put_1, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): cases.models.Transformer.forward
        iota: "i64[8][1]cuda:0" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        #> pos_embeddings: torch.utils._device.DeviceContext.__torch_function__
        lt_1: "b8[8][1]cuda:0" = torch.ops.aten.lt.Scalar(iota, 4)
        ge_1: "b8[8][1]cuda:0" = torch.ops.aten.ge.Scalar(iota, 8)
        bitwise_or_1: "b8[8][1]cuda:0" = torch.ops.aten.bitwise_or.Tensor(lt_1, ge_1)
        sub_1: "i64[8][1]cuda:0" = torch.ops.aten.sub.Tensor(iota, 4)
        index_put_2: "i64[8][1]cuda:0" = torch.ops.aten.index_put.default(sub_1, [bitwise_or_1], full_default)
        embedding_1: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.embedding.default(primals_3, index_put_2)
        #> pos_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        index_put_3: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.index_put.default(embedding_1, [bitwise_or_1], full_default_1)
        all_reduce_1: "f32[8, 16][16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(index_put_3, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[8, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        add: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #> layers.0.attention_norm: torch.utils._device.DeviceContext.__torch_function__
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 8, 1][8, 1, 1]cuda:0" = var_mean[0]
        getitem_1: "f32[2, 8, 1][8, 1, 1]cuda:0" = var_mean[1]
        add_1: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.rsqrt.default(add_1)
        sub_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(add, getitem_1)
        mul: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(sub_2, rsqrt)
        mul_1: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul, primals_4)
        add_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_1, primals_5)
        #> layers.0.attention.wq: torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[16, 4][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_6, [1, 0])
        view: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(add_2, [16, 16])
        mm: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(view, permute)
        view_1: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(mm, [2, 8, 4])
        #> layers.0.attention.wk: torch.utils._device.DeviceContext.__torch_function__
        permute_1: "f32[16, 4][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_7, [1, 0])
        mm_1: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(view, permute_1)
        view_2: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(mm_1, [2, 8, 4])
        #> layers.0.attention.wv: torch.utils._device.DeviceContext.__torch_function__
        permute_2: "f32[16, 4][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_8, [1, 0])
        mm_2: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(view, permute_2)
        view_3: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(mm_2, [2, 8, 4])
        #> layers.0.attention: torch.utils._device.DeviceContext.__torch_function__
        view_4: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.view.default(view_1, [2, 8, -1, 4])
        permute_3: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3])
        view_5: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.view.default(view_2, [2, 8, -1, 4])
        permute_4: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3])
        view_6: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.view.default(view_3, [2, 8, -1, 4])
        permute_5: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3])
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_3, permute_4, permute_5, None, True, 0.0, True)
        getitem_2: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = _scaled_dot_product_efficient_attention[0]
        getitem_3: "f32[2, 1, 32][32, 32, 1]cuda:0" = _scaled_dot_product_efficient_attention[1]
        getitem_4: "i64[][]cuda:0" = _scaled_dot_product_efficient_attention[2]
        getitem_5: "i64[][]cuda:0" = _scaled_dot_product_efficient_attention[3]
        permute_6: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_7: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch.ops.aten.view.default(permute_6, [2, 8, -1])
        #> layers.0.attention.wo: torch.utils._device.DeviceContext.__torch_function__
        permute_7: "f32[4, 16][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_9, [1, 0])
        view_8: "f32[16, 4][4, 1]cuda:0" = torch.ops.aten.view.default(view_7, [16, 4])
        mm_3: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(view_8, permute_7)
        view_9: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(mm_3, [2, 8, 16])
        #> layers.0.attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(view_9, 'sum', 'mesh_tp')
        wait_tensor_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> layers.0: torch.utils._device.DeviceContext.__torch_function__
        add_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(add, wait_tensor_2)
        #> layers.0.ffn_norm: torch.utils._device.DeviceContext.__torch_function__
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_6: "f32[2, 8, 1][8, 1, 1]cuda:0" = var_mean_1[0]
        getitem_7: "f32[2, 8, 1][8, 1, 1]cuda:0" = var_mean_1[1]
        add_4: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_6, 1e-05)
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.rsqrt.default(add_4)
        sub_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(add_3, getitem_7)
        mul_2: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1)
        mul_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_2, primals_10)
        add_5: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_3, primals_11)
        #> layers.0.feed_forward.w1: torch.utils._device.DeviceContext.__torch_function__
        view_10: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(add_5, [16, 16])
        permute_8: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.addmm.default(primals_13, view_10, permute_8)
        view_11: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(addmm, [2, 8, 16])
        #> layers.0.feed_forward.gelu: torch.utils._device.DeviceContext.__torch_function__
        mul_4: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(view_11, 0.5)
        mul_5: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(view_11, 0.7071067811865476)
        erf: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.erf.default(mul_5)
        add_6: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(erf, 1)
        mul_6: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_4, add_6)
        #> layers.0.feed_forward.w2: torch.utils._device.DeviceContext.__torch_function__
        view_12: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(mul_6, [16, 16])
        permute_9: "f32[16, 16][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_14, [1, 0])
        div: "f32[16][1]cuda:0" = torch.ops.aten.div.Tensor(primals_15, 4)
        addmm_1: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.addmm.default(div, view_12, permute_9)
        view_13: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.view.default(addmm_1, [2, 8, 16])
        #> layers.0.feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        all_reduce_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(view_13, 'sum', 'mesh_tp')
        wait_tensor_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)
        #> layers.0: torch.utils._device.DeviceContext.__torch_function__
        add_7: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(add_3, wait_tensor_3)
        #> norm: torch.utils._device.DeviceContext.__torch_function__
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_8: "f32[2, 8, 1][8, 1, 1]cuda:0" = var_mean_2[0]
        getitem_9: "f32[2, 8, 1][8, 1, 1]cuda:0" = var_mean_2[1]
        add_8: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_8, 1e-05)
        rsqrt_2: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.rsqrt.default(add_8)
        sub_4: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.sub.Tensor(add_7, getitem_9)
        mul_7: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_2)
        mul_8: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_7, primals_16)
        add_9: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_8, primals_17)
        #> output: torch.utils._device.DeviceContext.__torch_function__
        permute_10: "f32[16, 2][1, 16]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        view_14: "f32[16, 16][16, 1]cuda:0" = torch.ops.aten.view.default(add_9, [16, 16])
        mm_4: "f32[16, 2][2, 1]cuda:0" = torch.ops.aten.mm.default(view_14, permute_10)
        view_15: "f32[2, 8, 2][16, 2, 1]cuda:0" = torch.ops.aten.view.default(mm_4, [2, 8, 2])
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        all_gather_into_tensor: "f32[8, 8, 2][16, 2, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_15, 4, 'mesh_tp')
        wait_tensor_4: "f32[8, 8, 2][16, 2, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_4, 2)
        getitem_10: "f32[2, 8, 2][16, 2, 1]cuda:0" = split[0]
        getitem_11: "f32[2, 8, 2][16, 2, 1]cuda:0" = split[1]
        getitem_12: "f32[2, 8, 2][16, 2, 1]cuda:0" = split[2]
        getitem_13: "f32[2, 8, 2][16, 2, 1]cuda:0" = split[3]
        cat: "f32[2, 8, 8][64, 8, 1]cuda:0" = torch.ops.aten.cat.default([getitem_10, getitem_11, getitem_12, getitem_13], 2)
        #> norm: torch.utils._device.DeviceContext.__torch_function__
        div_1: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.div.Tensor(rsqrt_2, 16)
        #> layers.0.ffn_norm: torch.utils._device.DeviceContext.__torch_function__
        div_2: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.div.Tensor(rsqrt_1, 16)
        #> layers.0.attention_norm: torch.utils._device.DeviceContext.__torch_function__
        div_3: "f32[2, 8, 1][8, 1, 1]cuda:0" = torch.ops.aten.div.Tensor(rsqrt, 16)
        return (
            cat,
            primals_1,
            primals_2,
            primals_4,
            primals_6,
            primals_7,
            primals_8,
            primals_9,
            primals_10,
            primals_12,
            primals_14,
            primals_16,
            iota,
            mul,
            view,
            permute_3,
            permute_4,
            permute_5,
            getitem_2,
            getitem_3,
            getitem_4,
            getitem_5,
            mul_2,
            view_10,
            addmm,
            view_12,
            mul_7,
            view_14,
            div_1,
            div_2,
            div_3
        )
