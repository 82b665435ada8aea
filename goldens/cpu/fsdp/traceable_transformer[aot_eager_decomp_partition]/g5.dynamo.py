# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g5.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_getitem_35_: "f32[16][1]cpu",
        L_getitem_36_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_37_: "f32[16, 16][16, 1]cpu",
        L_getitem_38_: "f32[16, 16][16, 1]cpu",
        L_getitem_39_: "f32[16, 16][16, 1]cpu",
        L_getitem_40_: "f32[16, 16][16, 1]cpu",
        L_getitem_41_: "f32[16][1]cpu",
        L_getitem_42_: "f32[64, 16][16, 1]cpu",
        L_getitem_43_: "f32[16, 64][64, 1]cpu",
        L_getitem_44_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_45_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_46_: "f32[32, 16][16, 1]cpu",
        L_getitem_47_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_48_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_49_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_50_: "f32[2, 4, 16][64, 1, 4]cpu",
        L_getitem_51_: "f32[32, 16][16, 1]cpu",
        L_getitem_52_: "f32[32, 16][16, 1]cpu",
        L_getitem_53_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_54_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_55_: "f32[32, 16][16, 1]cpu",
        L_getitem_56_: "f32[32, 64][64, 1]cpu",
        L_getitem_57_: "f32[32, 64][64, 1]cpu",
        L_getitem_58_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_stack0_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_59_: "f32[16][1]cpu",
        L_getitem_60_: "f32[64][1]cpu",
        L_getitem_61_: "f32[16][1]cpu",
        L_getitem_66_: "f32[16][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue(
            (
                l_getitem_35_,
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
                l_getitem_58_
            ),
            [],
            [],
            (l_stack0_,)
        )
        aot0_1_primals: "f32[16][1]cpu" = call_aot_bwd_prologue[0]
        aot0_1_primals_1: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[1]
        aot0_1_primals_2: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[2]
        aot0_1_primals_3: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[3]
        aot0_1_primals_4: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[4]
        aot0_1_primals_5: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[5]
        aot0_1_primals_6: "f32[16][1]cpu" = call_aot_bwd_prologue[6]
        aot0_1_primals_7: "f32[64, 16][16, 1]cpu" = call_aot_bwd_prologue[7]
        aot0_1_primals_8: "f32[16, 64][64, 1]cpu" = call_aot_bwd_prologue[8]
        aot0_1_getitem: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[9]
        aot0_1_rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[10]
        aot0_1_view: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[11]
        aot0_1_permute: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[12]
        aot0_1_permute_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[13]
        aot0_1_permute_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[14]
        aot0_1_getitem_1: "f32[2, 4, 16][64, 1, 4]cpu" = call_aot_bwd_prologue[15]
        aot0_1_view_1: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[16]
        aot0_1_mm: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[17]
        aot0_1_getitem_2: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[18]
        aot0_1_rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[19]
        aot0_1_view_2: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[20]
        aot0_1_addmm: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[21]
        aot0_1_view_3: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[22]
        aot0_1_alias: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[23]
        aot0_1_tangents: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[24]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_tangents, [32, 16])
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_permute_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(aot0_1_primals_8, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_1_permute_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_3, [1, 0])
        aot0_1_mm_1: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_4, aot0_1_permute_4)
        aot0_1_permute_5: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_4, [1, 0])
        aot0_1_mm_2: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_5, aot0_1_view_3)
        aot0_1_permute_6: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(aot0_1_mm_2, [1, 0])
        aot0_1_sum: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_4, [0], True)
        aot0_1_view_5: "f32[16][1]cpu" = torch.ops.aten.reshape.default(aot0_1_sum, [16])
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_view_5], l_getitem_59_, None, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_permute_7: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_6, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_permute_7], l_getitem_43_, None, False)
        call_accumulate_grad_1: "f32[16, 64][64, 1]cpu" = accumulate_grad_1[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_1, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_1_mul: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_7, 0.7071067811865476)
        aot0_1_erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(aot0_1_mul)
        aot0_1_add: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_erf, 1)
        #> (no module): cases.models.FeedForward.forward
        aot0_1_mul_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_add, 0.5)
        aot0_1_mul_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_7, aot0_1_view_7)
        aot0_1_mul_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_2, -0.5)
        aot0_1_exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(aot0_1_mul_3)
        aot0_1_mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_exp, 0.3989422804014327)
        aot0_1_mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_7, aot0_1_mul_4)
        aot0_1_add_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_mul_1, aot0_1_mul_5)
        aot0_1_mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_6, aot0_1_add_1)
        aot0_1_view_8: "f32[32, 64][64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mul_6, [32, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_permute_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_7, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_1_permute_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_8, [1, 0])
        aot0_1_mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_8, aot0_1_permute_9)
        aot0_1_permute_10: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(aot0_1_view_8, [1, 0])
        aot0_1_mm_4: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_10, aot0_1_view_2)
        aot0_1_permute_11: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_mm_4, [1, 0])
        aot0_1_sum_1: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_8, [0], True)
        aot0_1_view_9: "f32[64][1]cpu" = torch.ops.aten.reshape.default(aot0_1_sum_1, [64])
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_view_9], l_getitem_60_, None, False)
        call_accumulate_grad_2: "f32[64][1]cpu" = accumulate_grad_2[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_permute_12: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_11, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_permute_12], l_getitem_42_, None, False)
        call_accumulate_grad_3: "f32[64, 16][16, 1]cpu" = accumulate_grad_3[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_3, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_10, aot0_1_primals_6)
        aot0_1_mul_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_7, 16)
        aot0_1_sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm, [2, 16, 16])
        #> attention.resid_dropout: cases.models.Attention.forward
        aot0_1_clone: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(aot0_1_view_11)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_primals_1, aot0_1_clone)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_add_2, aot0_1_getitem_2)
        aot0_1_mul_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_sub, aot0_1_rsqrt_1)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_7, aot0_1_mul_9)
        aot0_1_sum_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_10, [2], True)
        aot0_1_mul_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_9, aot0_1_sum_3)
        aot0_1_sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_mul_8, aot0_1_sum_2)
        aot0_1_sub_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_sub_1, aot0_1_mul_11)
        aot0_1_div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_1_rsqrt_1, 16)
        aot0_1_mul_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_div, aot0_1_sub_2)
        aot0_1_mul_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_10, aot0_1_mul_9)
        aot0_1_sum_4: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_13, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_4], l_getitem_41_, None, False)
        call_accumulate_grad_4: "f32[16][1]cpu" = accumulate_grad_4[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_sum_5: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_10, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_5], l_getitem_61_, None, False)
        call_accumulate_grad_5: "f32[16][1]cpu" = accumulate_grad_5[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_tangents, aot0_1_mul_12)
        #> (no module): cases.models.Attention.forward
        aot0_1_view_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_add_3, [32, 16])
        aot0_1_permute_13: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_12, [1, 0])
        aot0_1_mm_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_13, aot0_1_view_1)
        aot0_1_permute_14: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_mm_5, [1, 0])
        #> attention.wo: cases.models.Attention.forward
        aot0_1_permute_15: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_5, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_16: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_15, [1, 0])
        aot0_1_mm_6: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_12, aot0_1_permute_16)
        aot0_1_view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_6, [2, 16, 16])
        aot0_1_permute_17: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_14, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_6 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_permute_17], l_getitem_40_, None, False)
        call_accumulate_grad_6: "f32[16, 16][16, 1]cpu" = accumulate_grad_6[0]
        #> (no module): cases.models.Attention.forward
        aot0_1_view_14: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_13, [2, 16, 4, 4])
        aot0_1_permute_18: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_view_14, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward_default = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_1_permute_18,
            aot0_1_permute,
            aot0_1_permute_1,
            aot0_1_permute_2,
            aot0_1_alias,
            aot0_1_getitem_1,
            0.0,
            True
        )
        aot0_1_getitem_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[0]
        aot0_1_getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[1]
        aot0_1_getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[2]
        aot0_1_permute_19: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_5, [0, 2, 1, 3])
        aot0_1_view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_19, [2, 16, 16])
        aot0_1_permute_20: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_4, [0, 2, 1, 3])
        aot0_1_view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_20, [2, 16, 16])
        aot0_1_permute_21: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_3, [0, 2, 1, 3])
        aot0_1_view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_21, [2, 16, 16])
        aot0_1_view_18: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_15, [32, 16])
        aot0_1_permute_22: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_18, [1, 0])
        aot0_1_mm_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_22, aot0_1_view)
        aot0_1_permute_23: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_mm_7, [1, 0])
        #> attention.wv: cases.models.Attention.forward
        aot0_1_permute_24: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_4, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_25: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_24, [1, 0])
        aot0_1_mm_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_18, aot0_1_permute_25)
        aot0_1_view_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_8, [2, 16, 16])
        aot0_1_permute_26: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_23, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_7 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_permute_26], l_getitem_39_, None, False)
        call_accumulate_grad_7: "f32[16, 16][16, 1]cpu" = accumulate_grad_7[0]
        #> (no module): cases.models.Attention.forward
        aot0_1_view_20: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_16, [32, 16])
        aot0_1_permute_27: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_20, [1, 0])
        aot0_1_mm_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_27, aot0_1_view)
        aot0_1_permute_28: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_mm_9, [1, 0])
        #> attention.wk: cases.models.Attention.forward
        aot0_1_permute_29: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_3, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_30: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_29, [1, 0])
        aot0_1_mm_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_20, aot0_1_permute_30)
        aot0_1_view_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_10, [2, 16, 16])
        aot0_1_add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_view_19, aot0_1_view_21)
        aot0_1_permute_31: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_28, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_8 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_permute_31], l_getitem_38_, None, False)
        call_accumulate_grad_8: "f32[16, 16][16, 1]cpu" = accumulate_grad_8[0]
        #> (no module): cases.models.Attention.forward
        aot0_1_view_22: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_17, [32, 16])
        aot0_1_permute_32: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_22, [1, 0])
        aot0_1_mm_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_32, aot0_1_view)
        aot0_1_permute_33: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_mm_11, [1, 0])
        #> attention.wq: cases.models.Attention.forward
        aot0_1_permute_34: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_2, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_35: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_34, [1, 0])
        aot0_1_mm_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_22, aot0_1_permute_35)
        aot0_1_view_23: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_12, [2, 16, 16])
        aot0_1_add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_add_4, aot0_1_view_23)
        aot0_1_permute_36: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_33, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_9 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_permute_36], l_getitem_37_, None, False)
        call_accumulate_grad_9: "f32[16, 16][16, 1]cpu" = accumulate_grad_9[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_add_5, aot0_1_primals)
        aot0_1_mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_14, 16)
        aot0_1_sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_14, [2], True)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_primals_1, aot0_1_getitem)
        aot0_1_mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_sub_3, aot0_1_rsqrt)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_14, aot0_1_mul_16)
        aot0_1_sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_17, [2], True)
        aot0_1_mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_16, aot0_1_sum_7)
        aot0_1_sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_mul_15, aot0_1_sum_6)
        aot0_1_sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_sub_4, aot0_1_mul_18)
        aot0_1_div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_1_rsqrt, 16)
        aot0_1_mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_div_1, aot0_1_sub_5)
        aot0_1_mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_add_5, aot0_1_mul_16)
        aot0_1_sum_8: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_20, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_10 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_8], l_getitem_35_, None, False)
        call_accumulate_grad_10: "f32[16][1]cpu" = accumulate_grad_10[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_add_5, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_11 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_9], l_getitem_66_, None, False)
        call_accumulate_grad_11: "f32[16][1]cpu" = accumulate_grad_11[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_add_3, aot0_1_mul_19)
        return (
            aot0_1_add_6,
            call_accumulate_grad_10,
            call_accumulate_grad_9,
            call_accumulate_grad_8,
            call_accumulate_grad_7,
            call_accumulate_grad_6,
            call_accumulate_grad_4,
            call_accumulate_grad_3,
            call_accumulate_grad_1,
            call_accumulate_grad,
            call_accumulate_grad_2,
            call_accumulate_grad_5,
            call_accumulate_grad_11
        )
