# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g5.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_getitem_36_: "f32[16][1]cpu",
        L_getitem_37_: "f32[16][1]cpu",
        L_getitem_38_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_39_: "f32[16, 16][16, 1]cpu",
        L_getitem_40_: "f32[16, 16][16, 1]cpu",
        L_getitem_41_: "f32[16, 16][16, 1]cpu",
        L_getitem_42_: "f32[16, 16][16, 1]cpu",
        L_getitem_43_: "f32[16][1]cpu",
        L_getitem_44_: "f32[16][1]cpu",
        L_getitem_45_: "f32[64, 16][16, 1]cpu",
        L_getitem_46_: "f32[16, 64][64, 1]cpu",
        L_getitem_47_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_48_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_49_: "f32[32, 16][16, 1]cpu",
        L_getitem_50_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_51_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_52_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_53_: "f32[2, 4, 16][64, 1, 4]cpu",
        L_getitem_54_: "f32[32, 16][16, 1]cpu",
        L_getitem_55_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_56_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_57_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_58_: "f32[32, 16][16, 1]cpu",
        L_getitem_59_: "f32[32, 64][64, 1]cpu",
        L_getitem_60_: "f32[32, 64][64, 1]cpu",
        L_getitem_61_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_stack0_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_62_: "f32[16][1]cpu",
        L_getitem_63_: "f32[64][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue(
            (
                l_getitem_36_,
                l_getitem_37_,
                l_getitem_38_,
                l_getitem_39_,
                l_getitem_40_,
                l_getitem_41_,
                l_getitem_42_,
                l_getitem_43_,
                l_getitem_44_,
                l_getitem_45_,
                l_getitem_46_,
                l_getitem_47_,
                l_getitem_48_,
                l_getitem_49_,
                l_getitem_50_,
                l_getitem_51_,
                l_getitem_52_,
                l_getitem_53_,
                l_getitem_54_,
                l_getitem_55_,
                l_getitem_56_,
                l_getitem_57_,
                l_getitem_58_,
                l_getitem_59_,
                l_getitem_60_,
                l_getitem_61_
            ),
            [],
            [],
            (l_stack0_,)
        )
        aot0_1_primals: "f32[16][1]cpu" = call_aot_bwd_prologue[0]
        aot0_1_primals_1: "f32[16][1]cpu" = call_aot_bwd_prologue[1]
        aot0_1_primals_2: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[2]
        aot0_1_primals_3: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[3]
        aot0_1_primals_4: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[4]
        aot0_1_primals_5: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[5]
        aot0_1_primals_6: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[6]
        aot0_1_primals_7: "f32[16][1]cpu" = call_aot_bwd_prologue[7]
        aot0_1_primals_8: "f32[16][1]cpu" = call_aot_bwd_prologue[8]
        aot0_1_primals_9: "f32[64, 16][16, 1]cpu" = call_aot_bwd_prologue[9]
        aot0_1_primals_10: "f32[16, 64][64, 1]cpu" = call_aot_bwd_prologue[10]
        aot0_1_getitem: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[11]
        aot0_1_getitem_1: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[12]
        aot0_1_view: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[13]
        aot0_1_transpose: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[14]
        aot0_1_transpose_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[15]
        aot0_1_transpose_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[16]
        aot0_1_getitem_2: "f32[2, 4, 16][64, 1, 4]cpu" = call_aot_bwd_prologue[17]
        aot0_1_view_1: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[18]
        aot0_1_add: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[19]
        aot0_1_getitem_3: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[20]
        aot0_1_getitem_4: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[21]
        aot0_1_view_2: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[22]
        aot0_1_addmm: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[23]
        aot0_1_view_3: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[24]
        aot0_1_detach: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[25]
        aot0_1_tangents: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[26]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_tangents, [32, 16])
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_t: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(aot0_1_primals_10)
        #> (no module): cases.models.FeedForward.forward
        aot0_1_t_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(aot0_1_t)
        aot0_1_mm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_4, aot0_1_t_1)
        aot0_1_t_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_view_4)
        aot0_1_mm_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_1_t_2, aot0_1_view_3)
        aot0_1_t_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(aot0_1_mm_1)
        aot0_1_sum: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_4, [0], True)
        aot0_1_view_5: "f32[16][1]cpu" = torch.ops.aten.reshape.default(aot0_1_sum, [16])
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_view_5], l_getitem_62_, None, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_t_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_3)
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_t_4], l_getitem_46_, None, False)
        call_accumulate_grad_1: "f32[16, 64][64, 1]cpu" = accumulate_grad_1[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_addmm, [2, 16, 64])
        #> (no module): cases.models.FeedForward.forward
        aot0_1_gelu_backward: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(aot0_1_view_6, aot0_1_view_7)
        aot0_1_view_8: "f32[32, 64][64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_gelu_backward, [32, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_t_5: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_primals_9)
        #> (no module): cases.models.FeedForward.forward
        aot0_1_t_6: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_5)
        aot0_1_mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_8, aot0_1_t_6)
        aot0_1_t_7: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(aot0_1_view_8)
        aot0_1_mm_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_t_7, aot0_1_view_2)
        aot0_1_t_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_mm_3)
        aot0_1_sum_1: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_8, [0], True)
        aot0_1_view_9: "f32[64][1]cpu" = torch.ops.aten.reshape.default(aot0_1_sum_1, [64])
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_view_9], l_getitem_63_, None, False)
        call_accumulate_grad_2: "f32[64][1]cpu" = accumulate_grad_2[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_t_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_8)
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_t_9], l_getitem_45_, None, False)
        call_accumulate_grad_3: "f32[64, 16][16, 1]cpu" = accumulate_grad_3[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_2, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        native_layer_norm_backward_default = torch.ops.aten.native_layer_norm_backward.default(
            aot0_1_view_10,
            aot0_1_add,
            [16],
            aot0_1_getitem_3,
            aot0_1_getitem_4,
            aot0_1_primals_7,
            aot0_1_primals_8,
            [True, True, True]
        )
        aot0_1_getitem_5: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_default[0]
        aot0_1_getitem_6: "f32[16][1]cpu" = native_layer_norm_backward_default[1]
        aot0_1_getitem_7: "f32[16][1]cpu" = native_layer_norm_backward_default[2]
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_getitem_6], l_getitem_43_, None, False)
        call_accumulate_grad_4: "f32[16][1]cpu" = accumulate_grad_4[0]
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_getitem_7], l_getitem_44_, None, False)
        call_accumulate_grad_5: "f32[16][1]cpu" = accumulate_grad_5[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_tangents, aot0_1_getitem_5)
        #> (no module): cases.models.Attention.forward
        aot0_1_view_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_add_1, [32, 16])
        aot0_1_t_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_view_11)
        aot0_1_mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_t_10, aot0_1_view_1)
        aot0_1_t_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_mm_4)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_t_12: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_primals_6)
        #> (no module): cases.models.Attention.forward
        aot0_1_t_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_12)
        aot0_1_mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_11, aot0_1_t_13)
        aot0_1_view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_5, [2, 16, 16])
        aot0_1_t_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_11)
        #> (no module): (generated code)
        accumulate_grad_6 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_t_14], l_getitem_42_, None, False)
        call_accumulate_grad_6: "f32[16, 16][16, 1]cpu" = accumulate_grad_6[0]
        #> (no module): cases.models.Attention.forward
        aot0_1_view_13: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_12, [2, 16, 4, 4])
        aot0_1_transpose_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(aot0_1_view_13, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_default = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_1_transpose_3,
            aot0_1_transpose,
            aot0_1_transpose_1,
            aot0_1_transpose_2,
            aot0_1_detach,
            aot0_1_getitem_2,
            0.0,
            True
        )
        aot0_1_getitem_8: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[0]
        aot0_1_getitem_9: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[1]
        aot0_1_getitem_10: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[2]
        aot0_1_transpose_4: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(aot0_1_getitem_10, 1, 2)
        aot0_1_view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_transpose_4, [2, 16, 16])
        aot0_1_transpose_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(aot0_1_getitem_9, 1, 2)
        aot0_1_view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_transpose_5, [2, 16, 16])
        aot0_1_transpose_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(aot0_1_getitem_8, 1, 2)
        aot0_1_view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_transpose_6, [2, 16, 16])
        aot0_1_view_17: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_14, [32, 16])
        aot0_1_t_15: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_view_17)
        aot0_1_mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_t_15, aot0_1_view)
        aot0_1_t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_mm_6)
        #> attention.wv: cases.models.Attention.forward
        aot0_1_t_17: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_primals_5)
        #> (no module): cases.models.Attention.forward
        aot0_1_t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_17)
        aot0_1_mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_17, aot0_1_t_18)
        aot0_1_view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_7, [2, 16, 16])
        aot0_1_t_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_16)
        #> (no module): (generated code)
        accumulate_grad_7 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_t_19], l_getitem_41_, None, False)
        call_accumulate_grad_7: "f32[16, 16][16, 1]cpu" = accumulate_grad_7[0]
        #> (no module): cases.models.Attention.forward
        aot0_1_view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_15, [32, 16])
        aot0_1_t_20: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_view_19)
        aot0_1_mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_t_20, aot0_1_view)
        aot0_1_t_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_mm_8)
        #> attention.wk: cases.models.Attention.forward
        aot0_1_t_22: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_primals_4)
        #> (no module): cases.models.Attention.forward
        aot0_1_t_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_22)
        aot0_1_mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_19, aot0_1_t_23)
        aot0_1_view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_9, [2, 16, 16])
        aot0_1_add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_view_18, aot0_1_view_20)
        aot0_1_t_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_21)
        #> (no module): (generated code)
        accumulate_grad_8 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_t_24], l_getitem_40_, None, False)
        call_accumulate_grad_8: "f32[16, 16][16, 1]cpu" = accumulate_grad_8[0]
        #> (no module): cases.models.Attention.forward
        aot0_1_view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_16, [32, 16])
        aot0_1_t_25: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_view_21)
        aot0_1_mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_t_25, aot0_1_view)
        aot0_1_t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_mm_10)
        #> attention.wq: cases.models.Attention.forward
        aot0_1_t_27: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(aot0_1_primals_3)
        #> (no module): cases.models.Attention.forward
        aot0_1_t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_27)
        aot0_1_mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_21, aot0_1_t_28)
        aot0_1_view_22: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_11, [2, 16, 16])
        aot0_1_add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_add_2, aot0_1_view_22)
        aot0_1_t_29: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(aot0_1_t_26)
        #> (no module): (generated code)
        accumulate_grad_9 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_t_29], l_getitem_39_, None, False)
        call_accumulate_grad_9: "f32[16, 16][16, 1]cpu" = accumulate_grad_9[0]
        #> (no module): cases.models.TransformerBlock.forward
        native_layer_norm_backward_default_1 = torch.ops.aten.native_layer_norm_backward.default(
            aot0_1_add_3,
            aot0_1_primals_2,
            [16],
            aot0_1_getitem,
            aot0_1_getitem_1,
            aot0_1_primals,
            aot0_1_primals_1,
            [True, True, True]
        )
        aot0_1_getitem_11: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_default_1[0]
        aot0_1_getitem_12: "f32[16][1]cpu" = native_layer_norm_backward_default_1[1]
        aot0_1_getitem_13: "f32[16][1]cpu" = native_layer_norm_backward_default_1[2]
        #> (no module): (generated code)
        accumulate_grad_10 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_getitem_12], l_getitem_36_, None, False)
        call_accumulate_grad_10: "f32[16][1]cpu" = accumulate_grad_10[0]
        accumulate_grad_11 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_getitem_13], l_getitem_37_, None, False)
        call_accumulate_grad_11: "f32[16][1]cpu" = accumulate_grad_11[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_add_1, aot0_1_getitem_11)
        return (
            aot0_1_add_4,
            call_accumulate_grad_10,
            call_accumulate_grad_11,
            call_accumulate_grad_9,
            call_accumulate_grad_8,
            call_accumulate_grad_7,
            call_accumulate_grad_6,
            call_accumulate_grad_4,
            call_accumulate_grad_5,
            call_accumulate_grad_3,
            call_accumulate_grad_1,
            call_accumulate_grad,
            call_accumulate_grad_2
        )
