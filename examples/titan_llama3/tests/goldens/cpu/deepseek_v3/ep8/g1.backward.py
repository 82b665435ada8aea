# fxgolden golden | case: deepseek_v3/ep8 | artifact: g1.backward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        _local_scalar_dense: "Sym(u0)",
        _local_scalar_dense_1: "Sym(u1)",
        _local_scalar_dense_2: "Sym(u2)",
        _local_scalar_dense_3: "Sym(u3)",
        _local_scalar_dense_4: "Sym(u4)",
        _local_scalar_dense_5: "Sym(u5)",
        _local_scalar_dense_6: "Sym(u6)",
        _local_scalar_dense_7: "Sym(u7)",
        _local_scalar_dense_8: "Sym(u8)",
        _local_scalar_dense_9: "Sym(u9)",
        _local_scalar_dense_10: "Sym(u10)",
        _local_scalar_dense_11: "Sym(u11)",
        _local_scalar_dense_12: "Sym(u12)",
        _local_scalar_dense_13: "Sym(u13)",
        _local_scalar_dense_14: "Sym(u14)",
        _local_scalar_dense_15: "Sym(u15)",
        sym_size_int: "Sym(u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9)",
        primals_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu",
        primals_2: "bf16[7168][1]cpu",
        primals_3: "bf16[1536, 7168][7168, 1]cpu",
        primals_4: "bf16[1536][1]cpu",
        primals_5: "bf16[24576, 1536][1536, 1]cpu",
        primals_6: "bf16[576, 7168][7168, 1]cpu",
        primals_8: "bf16[512][1]cpu",
        primals_9: "bf16[32768, 512][512, 1]cpu",
        primals_10: "bf16[7168, 16384][16384, 1]cpu",
        primals_11: "bf16[7168][1]cpu",
        primals_13: "bf16[256, 7168][7168, 1]cpu",
        rsqrt: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view: "bf16[16384, 7168][7168, 1]cpu",
        mm: "bf16[16384, 1536][1536, 1]cpu",
        rsqrt_1: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view_1: "bf16[16384, 1536][1536, 1]cpu",
        getitem_2: "bf16[4, 4096, 512][2359296, 576, 1]cpu",
        rsqrt_2: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view_9: "bf16[16384, 512][512, 1]cpu",
        _safe_softmax: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu",
        view_15: "bf16[16384, 16384][16384, 1]cpu",
        mm_4: "bf16[16384, 7168][7168, 1]cpu",
        rsqrt_3: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view_16: "bf16[16384, 7168][7168, 1]cpu",
        getitem_11: "i64[4, 4096, 8][32768, 8, 1]cpu",
        add_7: "bf16[4, 4096, 1][4096, 1, 1]cpu",
        div: "bf16[4, 4096, 8][32768, 8, 1]cpu",
        getitem_13: "i64[131072][1]cpu",
        floor_divide: "i64[131072][1]cpu",
        sub_10: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu",
        index_4: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu",
        cumsum_2: "i32[32][1]cpu",
        _grouped_mm: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu",
        _grouped_mm_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu",
        mul_32: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu",
        wait_tensor_3: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu",
        mm_6: "bf16[16384, 2048][2048, 1]cpu",
        mm_7: "bf16[16384, 2048][2048, 1]cpu",
        view_38: "bf16[16384, 2048][2048, 1]cpu",
        t_13: "bf16[7168, 2048][2048, 1]cpu",
        t_17: "bf16[2048, 7168][7168, 1]cpu",
        t_21: "bf16[2048, 7168][7168, 1]cpu",
        transpose_10: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu",
        transpose_14: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu",
        transpose_18: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu",
        detach_6: "bf16[4, 4096, 256][1048576, 256, 1]cpu",
        transpose_22: "f32[512, 128, 4096][524288, 1, 128]cpu",
        transpose_23: "f32[512, 192, 4096][786432, 1, 192]cpu",
        transpose_24: "f32[512, 4096, 192][786432, 1, 4096]cpu",
        _conj: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu",
        primals_16,
        tangents_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu"
    ):
        #> moe.shared_experts.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(tangents_1, [16384, 7168])
        t: "bf16[7168, 16384][1, 7168]cpu" = torch.ops.aten.t.default(view)
        mm: "bf16[7168, 2048][2048, 1]cpu" = torch.ops.aten.mm.default(t, view_38)
        t_1: "bf16[2048, 7168][1, 2048]cpu" = torch.ops.aten.t.default(mm)
        mm_1: "bf16[16384, 2048][2048, 1]cpu" = torch.ops.aten.mm.default(view, t_13)
        view_1: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.view.default(mm_1, [4, 4096, 2048])
        t_2: "bf16[7168, 2048][2048, 1]cpu" = torch.ops.aten.t.default(t_1)
        #> moe.shared_experts.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_6, [4, 4096, 2048])
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        mul: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.mul.Tensor(view_1, silu)
        #> moe.shared_experts.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_1: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_7, [4, 4096, 2048])
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_1: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.mul.Tensor(view_1, _unsafe_view_1)
        #> moe.shared_experts.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_2: "bf16[16384, 2048][2048, 1]cpu" = torch.ops.aten.view.default(mul, [16384, 2048])
        t_3: "bf16[2048, 16384][1, 2048]cpu" = torch.ops.aten.t.default(view_2)
        mm_2: "bf16[2048, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_3, view_16)
        t_4: "bf16[7168, 2048][1, 7168]cpu" = torch.ops.aten.t.default(mm_2)
        mm_3: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_2, t_17)
        view_3: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_3, [4, 4096, 7168])
        t_5: "bf16[2048, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_4)
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, _unsafe_view)
        #> moe.shared_experts.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_4: "bf16[16384, 2048][2048, 1]cpu" = torch.ops.aten.view.default(silu_backward, [16384, 2048])
        t_6: "bf16[2048, 16384][1, 2048]cpu" = torch.ops.aten.t.default(view_4)
        mm_4: "bf16[2048, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_6, view_16)
        t_7: "bf16[7168, 2048][1, 7168]cpu" = torch.ops.aten.t.default(mm_4)
        mm_5: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_4, t_21)
        view_5: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_5, [4, 4096, 7168])
        add: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(view_3, view_5)
        t_8: "bf16[2048, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_7)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher.combine
        view_6: "i64[131072, 1][1, 1]cpu" = torch.ops.aten.view.default(floor_divide, [-1, 1])
        expand: "i64[131072, 7168][1, 0]cpu" = torch.ops.aten.expand.default(view_6, [-1, 7168])
        gather: "bf16[131072, 7168][7168, 1]cpu" = torch.ops.aten.gather.default(view, 0, expand)
        _to_copy: "f32[131072, 7168][7168, 1]cpu" = torch.ops.aten._to_copy.default(gather, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_1: "f32[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops.aten._to_copy.default(wait_tensor_3, dtype = torch.float32)
        mul_2: "f32[131072, 7168][7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, _to_copy_1)
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        mul_3: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.mul.Tensor(div, 2.5)
        #> moe.routed_experts: torchtitan.models.common.moe.RoutedExperts.forward
        view_7: "bf16[16384, 8][8, 1]cpu" = torch.ops.aten.view.default(mul_3, [16384, 8])
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.LocalTokenDispatcher._local_reorder
        view_8: "bf16[131072][1]cpu" = torch.ops.aten.view.default(view_7, [-1])
        index: "bf16[131072][1]cpu" = torch.ops.aten.index.Tensor(view_8, [getitem_13])
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher.combine
        view_9: "bf16[131072, 1][1, 1]cpu" = torch.ops.aten.view.default(index, [-1, 1])
        mul_4: "f32[131072, 7168][7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, view_9)
        sum_1: "f32[131072, 1][1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_2, [1], True)
        _to_copy_2: "bf16[131072, 1][1, 1]cpu" = torch.ops.aten._to_copy.default(sum_1, dtype = torch.bfloat16)
        view_10: "bf16[131072][1]cpu" = torch.ops.aten.view.default(_to_copy_2, [131072])
        _to_copy_3: "bf16[131072, 7168][7168, 1]cpu" = torch.ops.aten._to_copy.default(mul_4, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        all_to_all_single: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(
            _to_copy_3,
            [
                _local_scalar_dense_8,
                _local_scalar_dense_9,
                _local_scalar_dense_10,
                _local_scalar_dense_11,
                _local_scalar_dense_12,
                _local_scalar_dense_13,
                _local_scalar_dense_14,
                _local_scalar_dense_15
            ],
            [_local_scalar_dense, _local_scalar_dense_1, _local_scalar_dense_2, _local_scalar_dense_3, _local_scalar_dense_4, _local_scalar_dense_5, _local_scalar_dense_6, _local_scalar_dense_7],
            'mesh_ep'
        )
        wait_tensor: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._unpermute
        index_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.index.Tensor(wait_tensor, [sub_10])
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        transpose: "bf16[7168, u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1, 7168]cpu" = torch.ops.aten.transpose.int(index_1, -2, -1)
        _grouped_mm: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = torch.ops.aten._grouped_mm.default(transpose, mul_32, cumsum_2)
        transpose_1: "bf16[32, 2048, 7168][14680064, 1, 2048]cpu" = torch.ops.aten.transpose.int(_grouped_mm, -2, -1)
        _grouped_mm_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten._grouped_mm.default(index_1, transpose_10, cumsum_2)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        transpose_2: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = torch.ops.aten.transpose.int(transpose_1, -2, -1)
        silu_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten.silu.default(_grouped_mm)
        mul_5: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten.mul.Tensor(_grouped_mm_1, silu_1)
        mul_6: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten.mul.Tensor(_grouped_mm_1, _grouped_mm_1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        transpose_3: "bf16[2048, u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1, 2048]cpu" = torch.ops.aten.transpose.int(mul_5, -2, -1)
        _grouped_mm_2: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten._grouped_mm.default(transpose_3, index_4, cumsum_2)
        transpose_4: "bf16[32, 7168, 2048][14680064, 1, 7168]cpu" = torch.ops.aten.transpose.int(_grouped_mm_2, -2, -1)
        _grouped_mm_3: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten._grouped_mm.default(mul_5, transpose_14, cumsum_2)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        transpose_5: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.transpose.int(transpose_4, -2, -1)
        silu_backward_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten.silu_backward.default(mul_6, _grouped_mm)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        transpose_6: "bf16[2048, u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1, 2048]cpu" = torch.ops.aten.transpose.int(silu_backward_1, -2, -1)
        _grouped_mm_4: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten._grouped_mm.default(transpose_6, index_4, cumsum_2)
        transpose_7: "bf16[32, 7168, 2048][14680064, 1, 7168]cpu" = torch.ops.aten.transpose.int(_grouped_mm_4, -2, -1)
        _grouped_mm_5: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten._grouped_mm.default(silu_backward_1, transpose_18, cumsum_2)
        add_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.add.Tensor(_grouped_mm_3, _grouped_mm_5)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        transpose_8: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.transpose.int(transpose_7, -2, -1)
        view_11: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.view.default(transpose_5, [32, 2048, 7168])
        view_12: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = torch.ops.aten.view.default(transpose_2, [32, 7168, 2048])
        view_13: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.view.default(transpose_8, [32, 2048, 7168])
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._permute
        new_zeros: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.new_zeros.default(
            add_1,
            [sym_size_int, 7168],
            dtype = torch.bfloat16,
            layout = torch.strided,
            device = device(type='cpu')
        )
        index_put: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.index_put.default(new_zeros, [sub_10], add_1, True)
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        all_to_all_single_1: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(
            index_put,
            [_local_scalar_dense, _local_scalar_dense_1, _local_scalar_dense_2, _local_scalar_dense_3, _local_scalar_dense_4, _local_scalar_dense_5, _local_scalar_dense_6, _local_scalar_dense_7],
            [
                _local_scalar_dense_8,
                _local_scalar_dense_9,
                _local_scalar_dense_10,
                _local_scalar_dense_11,
                _local_scalar_dense_12,
                _local_scalar_dense_13,
                _local_scalar_dense_14,
                _local_scalar_dense_15
            ],
            'mesh_ep'
        )
        wait_tensor_1: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single_1)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.LocalTokenDispatcher._local_reorder
        new_zeros_1: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.new_zeros.default(wait_tensor_1, [16384, 7168], dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        index_put_1: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.index_put.default(new_zeros_1, [floor_divide], wait_tensor_1, True)
        new_zeros_2: "bf16[131072][1]cpu" = torch.ops.aten.new_zeros.default(view_10, [131072], dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        index_put_2: "bf16[131072][1]cpu" = torch.ops.aten.index_put.default(new_zeros_2, [getitem_13], view_10, True)
        view_14: "bf16[16384, 8][8, 1]cpu" = torch.ops.aten.view.default(index_put_2, [16384, 8])
        #> moe.routed_experts: torchtitan.models.common.moe.RoutedExperts.forward
        view_15: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.view.default(view_14, [4, 4096, 8])
        view_16: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(index_put_1, [4, 4096, 7168])
        add_2: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(add, view_16)
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        mul_7: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_15, 2.5)
        div: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.div.Tensor(div, add_7)
        neg: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.neg.default(mul_7)
        mul_8: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.mul.Tensor(neg, div)
        div_1: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.div.Tensor(mul_7, add_7)
        sum_2: "bf16[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_8, [2], True)
        expand_1: "bf16[4, 4096, 8][4096, 1, 0]cpu" = torch.ops.aten.expand.default(sum_2, [4, 4096, 8])
        add_3: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.add.Tensor(div_1, expand_1)
        new_zeros_3: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.new_zeros.default(add_3, [4, 4096, 256])
        scatter_add: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.scatter_add.default(new_zeros_3, -1, getitem_11, add_3)
        sigmoid_backward: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.sigmoid_backward.default(scatter_add, detach_6)
        #> moe.router.gate: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_17: "bf16[16384, 256][256, 1]cpu" = torch.ops.aten.view.default(sigmoid_backward, [16384, 256])
        t_9: "bf16[256, 16384][1, 256]cpu" = torch.ops.aten.t.default(view_17)
        mm_6: "bf16[256, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_9, view_16)
        t_10: "bf16[7168, 256][1, 7168]cpu" = torch.ops.aten.t.default(mm_6)
        t_11: "bf16[7168, 256][1, 7168]cpu" = torch.ops.aten.t.default(primals_13)
        t_12: "bf16[256, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_11)
        mm_7: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_17, t_12)
        view_18: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_7, [4, 4096, 7168])
        add_4: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(add_2, view_18)
        t_13: "bf16[256, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy_4: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_2: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [4, 4096, 7168])
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        add_5: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, _unsafe_view_2)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy_5: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_5, dtype = torch.float32)
        mul_9: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_5, rsqrt_3)
        mul_10: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_4, mul_9)
        mul_11: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_4, primals_11)
        sum_3: "f32[1, 1, 7168][7168, 7168, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_10, [0, 1], True)
        view_19: "f32[7168][1]cpu" = torch.ops.aten.view.default(sum_3, [7168])
        _to_copy_6: "bf16[7168][1]cpu" = torch.ops.aten._to_copy.default(view_19, dtype = torch.bfloat16)
        mul_12: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_11, _to_copy_5)
        mul_13: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_11, rsqrt_3)
        sum_4: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_12, [2], True)
        detach: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_3)
        detach_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach)
        pow_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3)
        mul_14: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_15: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, pow_1)
        expand_2: "f32[4, 4096, 7168][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_15, [4, 4096, 7168])
        div_2: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.div.Scalar(expand_2, 7168)
        pow_2: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_5, 1.0)
        mul_16: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_17: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_16)
        add_6: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(mul_13, mul_17)
        _to_copy_7: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_6, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        add_7: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, _to_copy_7)
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_20: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(add_7, [16384, 7168])
        t_14: "bf16[7168, 16384][1, 7168]cpu" = torch.ops.aten.t.default(view_20)
        mm_8: "bf16[7168, 16384][16384, 1]cpu" = torch.ops.aten.mm.default(t_14, view_15)
        t_15: "bf16[16384, 7168][1, 16384]cpu" = torch.ops.aten.t.default(mm_8)
        t_16: "bf16[16384, 7168][1, 16384]cpu" = torch.ops.aten.t.default(primals_10)
        t_17: "bf16[7168, 16384][16384, 1]cpu" = torch.ops.aten.t.default(t_16)
        mm_9: "bf16[16384, 16384][16384, 1]cpu" = torch.ops.aten.mm.default(view_20, t_17)
        view_21: "bf16[4, 4096, 16384][67108864, 16384, 1]cpu" = torch.ops.aten.view.default(mm_9, [4, 4096, 16384])
        t_18: "bf16[7168, 16384][16384, 1]cpu" = torch.ops.aten.t.default(t_15)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        view_22: "bf16[4, 4096, 128, 128][67108864, 16384, 128, 1]cpu" = torch.ops.aten.view.default(view_21, [4, 4096, 128, 128])
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_9: "bf16[4, 128, 4096, 128][67108864, 128, 16384, 1]cpu" = torch.ops.aten.transpose.int(view_22, 1, 2)
        _to_copy_8: "f32[4, 128, 4096, 128][67108864, 128, 16384, 1]cpu" = torch.ops.aten._to_copy.default(transpose_9, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        clone: "f32[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten.clone.default(_to_copy_8, memory_format = torch.contiguous_format)
        _unsafe_view_3: "f32[512, 4096, 128][524288, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(clone, [512, 4096, 128])
        expand_3: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.expand.default(_safe_softmax, [4, 128, 4096, 4096])
        view_23: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.view.default(expand_3, [512, 4096, 4096])
        transpose_10: "f32[512, 4096, 4096][16777216, 1, 4096]cpu" = torch.ops.aten.transpose.int(view_23, 1, 2)
        bmm: "f32[512, 4096, 128][524288, 128, 1]cpu" = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_3)
        bmm_1: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.bmm.default(_unsafe_view_3, transpose_22)
        view_24: "f32[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten.view.default(bmm, [4, 128, 4096, 128])
        view_25: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.view.default(bmm_1, [4, 128, 4096, 4096])
        detach_2: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.detach.default(_safe_softmax)
        detach_3: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.detach.default(detach_2)
        _softmax_backward_data: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten._softmax_backward_data.default(view_25, detach_3, -1, torch.float32)
        view_26: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.view.default(_softmax_backward_data, [512, 4096, 4096])
        bmm_2: "f32[512, 192, 4096][786432, 4096, 1]cpu" = torch.ops.aten.bmm.default(transpose_23, view_26)
        bmm_3: "f32[512, 4096, 192][786432, 192, 1]cpu" = torch.ops.aten.bmm.default(view_26, transpose_24)
        view_27: "f32[4, 128, 192, 4096][100663296, 786432, 4096, 1]cpu" = torch.ops.aten.view.default(bmm_2, [4, 128, 192, 4096])
        view_28: "f32[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten.view.default(bmm_3, [4, 128, 4096, 192])
        mul_18: "f32[4, 128, 192, 4096][100663296, 786432, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(view_27, 0.3677414565436974)
        transpose_11: "f32[4, 128, 4096, 192][100663296, 786432, 1, 4096]cpu" = torch.ops.aten.transpose.int(mul_18, -2, -1)
        mul_19: "f32[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten.mul.Scalar(view_28, 0.3677414565436974)
        _to_copy_9: "bf16[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_24, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        _to_copy_10: "bf16[4, 128, 4096, 192][100663296, 786432, 1, 4096]cpu" = torch.ops.aten._to_copy.default(
            transpose_11,
            dtype = torch.bfloat16,
            layout = torch.strided,
            device = device(type='cpu')
        )
        _to_copy_11: "bf16[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten._to_copy.default(mul_19, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        transpose_12: "bf16[4, 4096, 128, 128][67108864, 128, 524288, 1]cpu" = torch.ops.aten.transpose.int(_to_copy_9, 1, 2)
        transpose_13: "bf16[4, 4096, 128, 192][100663296, 1, 786432, 4096]cpu" = torch.ops.aten.transpose.int(_to_copy_10, 1, 2)
        transpose_14: "bf16[4, 4096, 128, 192][100663296, 192, 786432, 1]cpu" = torch.ops.aten.transpose.int(_to_copy_11, 1, 2)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        slice_1: "bf16[4, 4096, 128, 128][100663296, 1, 786432, 4096]cpu" = torch.ops.aten.slice.Tensor(transpose_13, 3, 0, 128)
        slice_2: "bf16[4, 4096, 128, 64][100663296, 1, 786432, 4096]cpu" = torch.ops.aten.slice.Tensor(transpose_13, 3, 128, 192)
        sum_5: "bf16[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_2, [2], True)
        cat: "bf16[4, 4096, 128, 256][134217728, 32768, 256, 1]cpu" = torch.ops.aten.cat.default([slice_1, transpose_12], 3)
        view_29: "bf16[4, 4096, 32768][134217728, 32768, 1]cpu" = torch.ops.aten.view.default(cat, [4, 4096, 32768])
        #> attention.wkv_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_30: "bf16[16384, 32768][32768, 1]cpu" = torch.ops.aten.view.default(view_29, [16384, 32768])
        t_19: "bf16[32768, 16384][1, 32768]cpu" = torch.ops.aten.t.default(view_30)
        mm_10: "bf16[32768, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_19, view_9)
        t_20: "bf16[512, 32768][1, 512]cpu" = torch.ops.aten.t.default(mm_10)
        t_21: "bf16[512, 32768][1, 512]cpu" = torch.ops.aten.t.default(primals_9)
        t_22: "bf16[32768, 512][512, 1]cpu" = torch.ops.aten.t.default(t_21)
        mm_11: "bf16[16384, 512][512, 1]cpu" = torch.ops.aten.mm.default(view_30, t_22)
        view_31: "bf16[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.view.default(mm_11, [4, 4096, 512])
        t_23: "bf16[32768, 512][512, 1]cpu" = torch.ops.aten.t.default(t_20)
        #> attention.kv_norm: torch.nn.functional.rms_norm
        _to_copy_12: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(view_31, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_13: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(getitem_2, dtype = torch.float32)
        mul_20: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_13, rsqrt_2)
        mul_21: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_12, mul_20)
        mul_22: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_12, primals_8)
        sum_6: "f32[1, 1, 512][512, 512, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_21, [0, 1], True)
        view_32: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_6, [512])
        _to_copy_14: "bf16[512][1]cpu" = torch.ops.aten._to_copy.default(view_32, dtype = torch.bfloat16)
        mul_23: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(mul_22, _to_copy_13)
        mul_24: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(mul_22, rsqrt_2)
        sum_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_23, [2], True)
        detach_4: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_2)
        detach_5: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach_4)
        pow_3: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_5, 3)
        mul_25: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_7, -0.5)
        mul_26: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_25, pow_3)
        expand_4: "f32[4, 4096, 512][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_26, [4, 4096, 512])
        div_3: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.div.Scalar(expand_4, 512)
        pow_4: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_13, 1.0)
        mul_27: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_28: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(div_3, mul_27)
        add_8: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.add.Tensor(mul_24, mul_28)
        _to_copy_15: "bf16[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(add_8, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        slice_3: "bf16[4, 4096, 128, 128][100663296, 192, 786432, 1]cpu" = torch.ops.aten.slice.Tensor(transpose_14, 3, 0, 128)
        slice_4: "bf16[4, 4096, 128, 64][100663296, 192, 786432, 1]cpu" = torch.ops.aten.slice.Tensor(transpose_14, 3, 128, 192)
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _to_copy_16: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten._to_copy.default(sum_5, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_17: "f32[4, 4096, 128, 64][33554432, 64, 262144, 1]cpu" = torch.ops.aten._to_copy.default(slice_4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        view_33: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_16, [4, 4096, 1, 32, 2])
        view_as_complex: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.view_as_complex.default(view_33)
        clone_1: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_29: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone_1)
        view_34: "f32[4, 4096, 128, 32, 2][33554432, 64, 262144, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_17, [4, 4096, 128, 32, 2])
        clone_2: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.ops.aten.clone.default(view_34, memory_format = torch.contiguous_format)
        view_as_complex_1: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.ops.aten.view_as_complex.default(clone_2)
        mul_30: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone_1)
        view_as_real: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_29)
        view_35: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten.view.default(view_as_real, [4, 4096, 1, 64])
        _to_copy_18: "bf16[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten._to_copy.default(view_35, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        view_as_real_1: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_30)
        view_36: "f32[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [4, 4096, 128, 64])
        _to_copy_19: "bf16[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten._to_copy.default(view_36, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        squeeze: "bf16[4, 4096, 64][262144, 64, 1]cpu" = torch.ops.aten.squeeze.dim(_to_copy_18, 2)
        cat_1: "bf16[4, 4096, 576][2359296, 576, 1]cpu" = torch.ops.aten.cat.default([_to_copy_15, squeeze], 2)
        #> attention.wkv_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_37: "bf16[16384, 576][576, 1]cpu" = torch.ops.aten.view.default(cat_1, [16384, 576])
        t_24: "bf16[576, 16384][1, 576]cpu" = torch.ops.aten.t.default(view_37)
        mm_12: "bf16[576, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_24, view)
        t_25: "bf16[7168, 576][1, 7168]cpu" = torch.ops.aten.t.default(mm_12)
        t_26: "bf16[7168, 576][1, 7168]cpu" = torch.ops.aten.t.default(primals_6)
        t_27: "bf16[576, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_26)
        mm_13: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_37, t_27)
        view_38: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_13, [4, 4096, 7168])
        t_28: "bf16[576, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_25)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        cat_2: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.ops.aten.cat.default([slice_3, _to_copy_19], 3)
        view_39: "bf16[4, 4096, 24576][100663296, 24576, 1]cpu" = torch.ops.aten.view.default(cat_2, [4, 4096, 24576])
        #> attention.wq_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_40: "bf16[16384, 24576][24576, 1]cpu" = torch.ops.aten.view.default(view_39, [16384, 24576])
        t_29: "bf16[24576, 16384][1, 24576]cpu" = torch.ops.aten.t.default(view_40)
        mm_14: "bf16[24576, 1536][1536, 1]cpu" = torch.ops.aten.mm.default(t_29, view_1)
        t_30: "bf16[1536, 24576][1, 1536]cpu" = torch.ops.aten.t.default(mm_14)
        t_31: "bf16[1536, 24576][1, 1536]cpu" = torch.ops.aten.t.default(primals_5)
        t_32: "bf16[24576, 1536][1536, 1]cpu" = torch.ops.aten.t.default(t_31)
        mm_15: "bf16[16384, 1536][1536, 1]cpu" = torch.ops.aten.mm.default(view_40, t_32)
        view_41: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.view.default(mm_15, [4, 4096, 1536])
        t_33: "bf16[24576, 1536][1536, 1]cpu" = torch.ops.aten.t.default(t_30)
        #> attention.q_norm: torch.nn.functional.rms_norm
        _to_copy_20: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(view_41, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> attention.wq_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_4: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [4, 4096, 1536])
        #> attention.q_norm: torch.nn.functional.rms_norm
        _to_copy_21: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(_unsafe_view_4, dtype = torch.float32)
        mul_31: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_21, rsqrt_1)
        mul_32: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_20, mul_31)
        mul_33: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_20, primals_4)
        sum_8: "f32[1, 1, 1536][1536, 1536, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_32, [0, 1], True)
        view_42: "f32[1536][1]cpu" = torch.ops.aten.view.default(sum_8, [1536])
        _to_copy_22: "bf16[1536][1]cpu" = torch.ops.aten._to_copy.default(view_42, dtype = torch.bfloat16)
        mul_34: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(mul_33, _to_copy_21)
        mul_35: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(mul_33, rsqrt_1)
        sum_9: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_34, [2], True)
        detach_6: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_1)
        detach_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach_6)
        pow_5: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3)
        mul_36: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_9, -0.5)
        mul_37: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_36, pow_5)
        expand_5: "f32[4, 4096, 1536][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_37, [4, 4096, 1536])
        div_4: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.div.Scalar(expand_5, 1536)
        pow_6: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_21, 1.0)
        mul_38: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Scalar(pow_6, 2.0)
        mul_39: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(div_4, mul_38)
        add_9: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.add.Tensor(mul_35, mul_39)
        _to_copy_23: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(add_9, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.wq_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_43: "bf16[16384, 1536][1536, 1]cpu" = torch.ops.aten.view.default(_to_copy_23, [16384, 1536])
        t_34: "bf16[1536, 16384][1, 1536]cpu" = torch.ops.aten.t.default(view_43)
        mm_16: "bf16[1536, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_34, view)
        t_35: "bf16[7168, 1536][1, 7168]cpu" = torch.ops.aten.t.default(mm_16)
        t_36: "bf16[7168, 1536][1, 7168]cpu" = torch.ops.aten.t.default(primals_3)
        t_37: "bf16[1536, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_36)
        mm_17: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_43, t_37)
        view_44: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_17, [4, 4096, 7168])
        add_10: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(view_38, view_44)
        t_38: "bf16[1536, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_35)
        #> attention_norm: torch.nn.functional.rms_norm
        _to_copy_24: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_10, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_25: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(primals_1, dtype = torch.float32)
        mul_40: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_25, rsqrt)
        mul_41: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_24, mul_40)
        mul_42: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_24, primals_2)
        sum_10: "f32[1, 1, 7168][7168, 7168, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_41, [0, 1], True)
        view_45: "f32[7168][1]cpu" = torch.ops.aten.view.default(sum_10, [7168])
        _to_copy_26: "bf16[7168][1]cpu" = torch.ops.aten._to_copy.default(view_45, dtype = torch.bfloat16)
        mul_43: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_42, _to_copy_25)
        mul_44: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_42, rsqrt)
        sum_11: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_43, [2], True)
        detach_8: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_9: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach_8)
        pow_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_9, 3)
        mul_45: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_11, -0.5)
        mul_46: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_45, pow_7)
        expand_6: "f32[4, 4096, 7168][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_46, [4, 4096, 7168])
        div_5: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.div.Scalar(expand_6, 7168)
        pow_8: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_25, 1.0)
        mul_47: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Scalar(pow_8, 2.0)
        mul_48: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(div_5, mul_47)
        add_11: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(mul_44, mul_48)
        _to_copy_27: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_11, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        add_12: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(add_7, _to_copy_27)
        return (
            add_12,
            _to_copy_26,
            t_38,
            _to_copy_22,
            t_33,
            t_28,
            None,
            _to_copy_14,
            t_23,
            t_18,
            _to_copy_6,
            None,
            t_13,
            None,
            view_13,
            primals_16,
            view_12,
            primals_16,
            view_11,
            primals_16,
            t_8,
            t_5,
            t_2
        )
