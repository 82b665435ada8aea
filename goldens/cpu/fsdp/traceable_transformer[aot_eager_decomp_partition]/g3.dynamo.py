# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g3.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_getitem_8_: "f32[16][1]cpu",
        L_getitem_9_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_10_: "f32[16, 16][16, 1]cpu",
        L_getitem_11_: "f32[16, 16][16, 1]cpu",
        L_getitem_12_: "f32[16, 16][16, 1]cpu",
        L_getitem_13_: "f32[16, 16][16, 1]cpu",
        L_getitem_14_: "f32[16][1]cpu",
        L_getitem_15_: "f32[64, 16][16, 1]cpu",
        L_getitem_16_: "f32[16, 64][64, 1]cpu",
        L_getitem_17_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_18_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_19_: "f32[32, 16][16, 1]cpu",
        L_getitem_20_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_21_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_22_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_getitem_23_: "f32[2, 4, 16][64, 1, 4]cpu",
        L_getitem_24_: "f32[32, 16][16, 1]cpu",
        L_getitem_25_: "f32[32, 16][16, 1]cpu",
        L_getitem_26_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_27_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_28_: "f32[32, 16][16, 1]cpu",
        L_getitem_29_: "f32[32, 64][64, 1]cpu",
        L_getitem_30_: "f32[32, 64][64, 1]cpu",
        L_getitem_31_: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        L_stack0_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_32_: "f32[16][1]cpu",
        L_getitem_33_: "f32[64][1]cpu",
        L_getitem_34_: "f32[16][1]cpu",
        L_getitem_67_: "f32[16][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue(
            (
                l_getitem_8_,
                l_getitem_9_,
                l_getitem_10_,
                l_getitem_11_,
                l_getitem_12_,
                l_getitem_13_,
                l_getitem_14_,
                l_getitem_15_,
                l_getitem_16_,
                l_getitem_17_,
                l_getitem_18_,
                l_getitem_19_,
                l_getitem_20_,
                l_getitem_21_,
                l_getitem_22_,
                l_getitem_23_,
                l_getitem_24_,
                l_getitem_25_,
                l_getitem_26_,
                l_getitem_27_,
                l_getitem_28_,
                l_getitem_29_,
                l_getitem_30_,
                l_getitem_31_
            ),
            [],
            [],
            (l_stack0_,)
        )
        aot0_primals: "f32[16][1]cpu" = call_aot_bwd_prologue[0]
        aot0_primals_1: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[1]
        aot0_primals_2: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[2]
        aot0_primals_3: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[3]
        aot0_primals_4: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[4]
        aot0_primals_5: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[5]
        aot0_primals_6: "f32[16][1]cpu" = call_aot_bwd_prologue[6]
        aot0_primals_7: "f32[64, 16][16, 1]cpu" = call_aot_bwd_prologue[7]
        aot0_primals_8: "f32[16, 64][64, 1]cpu" = call_aot_bwd_prologue[8]
        aot0_getitem: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[9]
        aot0_rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[10]
        aot0_view: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[11]
        aot0_permute: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[12]
        aot0_permute_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[13]
        aot0_permute_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[14]
        aot0_getitem_1: "f32[2, 4, 16][64, 1, 4]cpu" = call_aot_bwd_prologue[15]
        aot0_view_1: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[16]
        aot0_mm: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[17]
        aot0_getitem_2: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[18]
        aot0_rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[19]
        aot0_view_2: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[20]
        aot0_addmm: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[21]
        aot0_view_3: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[22]
        aot0_alias: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[23]
        aot0_tangents: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[24]
        #> (no module): cases.models.FeedForward.forward
        aot0_view_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_tangents, [32, 16])
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_permute_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(aot0_primals_8, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_permute_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_3, [1, 0])
        aot0_mm_1: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_view_4, aot0_permute_4)
        aot0_permute_5: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_4, [1, 0])
        aot0_mm_2: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_5, aot0_view_3)
        aot0_permute_6: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(aot0_mm_2, [1, 0])
        aot0_sum: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_view_4, [0], True)
        aot0_view_5: "f32[16][1]cpu" = torch.ops.aten.reshape.default(aot0_sum, [16])
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_5], l_getitem_32_, None, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_permute_7: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_6, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_permute_7], l_getitem_16_, None, False)
        call_accumulate_grad_1: "f32[16, 64][64, 1]cpu" = accumulate_grad_1[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_1, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_mul: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_7, 0.7071067811865476)
        aot0_erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(aot0_mul)
        aot0_add: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_erf, 1)
        #> (no module): cases.models.FeedForward.forward
        aot0_mul_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_add, 0.5)
        aot0_mul_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_7, aot0_view_7)
        aot0_mul_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_2, -0.5)
        aot0_exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(aot0_mul_3)
        aot0_mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_exp, 0.3989422804014327)
        aot0_mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_7, aot0_mul_4)
        aot0_add_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_mul_1, aot0_mul_5)
        aot0_mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_6, aot0_add_1)
        aot0_view_8: "f32[32, 64][64, 1]cpu" = torch.ops.aten.reshape.default(aot0_mul_6, [32, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_permute_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_7, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_permute_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_8, [1, 0])
        aot0_mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_8, aot0_permute_9)
        aot0_permute_10: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(aot0_view_8, [1, 0])
        aot0_mm_4: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_10, aot0_view_2)
        aot0_permute_11: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(aot0_mm_4, [1, 0])
        aot0_sum_1: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_view_8, [0], True)
        aot0_view_9: "f32[64][1]cpu" = torch.ops.aten.reshape.default(aot0_sum_1, [64])
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_9], l_getitem_33_, None, False)
        call_accumulate_grad_2: "f32[64][1]cpu" = accumulate_grad_2[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_permute_12: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_11, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_permute_12], l_getitem_15_, None, False)
        call_accumulate_grad_3: "f32[64, 16][16, 1]cpu" = accumulate_grad_3[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_3, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_10, aot0_primals_6)
        aot0_mul_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_7, 16)
        aot0_sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        aot0_view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm, [2, 16, 16])
        #> attention.resid_dropout: cases.models.Attention.forward
        aot0_clone: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(aot0_view_11)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_primals_1, aot0_clone)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_add_2, aot0_getitem_2)
        aot0_mul_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_sub, aot0_rsqrt_1)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_7, aot0_mul_9)
        aot0_sum_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_10, [2], True)
        aot0_mul_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_9, aot0_sum_3)
        aot0_sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_mul_8, aot0_sum_2)
        aot0_sub_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_sub_1, aot0_mul_11)
        aot0_div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_rsqrt_1, 16)
        aot0_mul_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_div, aot0_sub_2)
        aot0_mul_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_10, aot0_mul_9)
        aot0_sum_4: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_13, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_4], l_getitem_14_, None, False)
        call_accumulate_grad_4: "f32[16][1]cpu" = accumulate_grad_4[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_sum_5: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_view_10, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_5], l_getitem_34_, None, False)
        call_accumulate_grad_5: "f32[16][1]cpu" = accumulate_grad_5[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_tangents, aot0_mul_12)
        #> (no module): cases.models.Attention.forward
        aot0_view_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_add_3, [32, 16])
        aot0_permute_13: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_12, [1, 0])
        aot0_mm_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_13, aot0_view_1)
        aot0_permute_14: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_mm_5, [1, 0])
        #> attention.wo: cases.models.Attention.forward
        aot0_permute_15: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_5, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_16: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_15, [1, 0])
        aot0_mm_6: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_12, aot0_permute_16)
        aot0_view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_6, [2, 16, 16])
        aot0_permute_17: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_14, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_6 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_permute_17], l_getitem_13_, None, False)
        call_accumulate_grad_6: "f32[16, 16][16, 1]cpu" = accumulate_grad_6[0]
        #> (no module): cases.models.Attention.forward
        aot0_view_14: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_13, [2, 16, 4, 4])
        aot0_permute_18: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(aot0_view_14, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward_default = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_permute_18,
            aot0_permute,
            aot0_permute_1,
            aot0_permute_2,
            aot0_alias,
            aot0_getitem_1,
            0.0,
            True
        )
        aot0_getitem_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[0]
        aot0_getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[1]
        aot0_getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[2]
        aot0_permute_19: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_5, [0, 2, 1, 3])
        aot0_view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_19, [2, 16, 16])
        aot0_permute_20: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_4, [0, 2, 1, 3])
        aot0_view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_20, [2, 16, 16])
        aot0_permute_21: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_3, [0, 2, 1, 3])
        aot0_view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_21, [2, 16, 16])
        aot0_view_18: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_15, [32, 16])
        aot0_permute_22: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_18, [1, 0])
        aot0_mm_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_22, aot0_view)
        aot0_permute_23: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_mm_7, [1, 0])
        #> attention.wv: cases.models.Attention.forward
        aot0_permute_24: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_4, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_25: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_24, [1, 0])
        aot0_mm_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_18, aot0_permute_25)
        aot0_view_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_8, [2, 16, 16])
        aot0_permute_26: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_23, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_7 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_permute_26], l_getitem_12_, None, False)
        call_accumulate_grad_7: "f32[16, 16][16, 1]cpu" = accumulate_grad_7[0]
        #> (no module): cases.models.Attention.forward
        aot0_view_20: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_16, [32, 16])
        aot0_permute_27: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_20, [1, 0])
        aot0_mm_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_27, aot0_view)
        aot0_permute_28: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_mm_9, [1, 0])
        #> attention.wk: cases.models.Attention.forward
        aot0_permute_29: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_3, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_30: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_29, [1, 0])
        aot0_mm_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_20, aot0_permute_30)
        aot0_view_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_10, [2, 16, 16])
        aot0_add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_view_19, aot0_view_21)
        aot0_permute_31: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_28, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_8 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_permute_31], l_getitem_11_, None, False)
        call_accumulate_grad_8: "f32[16, 16][16, 1]cpu" = accumulate_grad_8[0]
        #> (no module): cases.models.Attention.forward
        aot0_view_22: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_17, [32, 16])
        aot0_permute_32: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_22, [1, 0])
        aot0_mm_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_32, aot0_view)
        aot0_permute_33: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_mm_11, [1, 0])
        #> attention.wq: cases.models.Attention.forward
        aot0_permute_34: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_2, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_35: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_34, [1, 0])
        aot0_mm_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_22, aot0_permute_35)
        aot0_view_23: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_12, [2, 16, 16])
        aot0_add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_add_4, aot0_view_23)
        aot0_permute_36: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_33, [1, 0])
        #> (no module): (generated code)
        accumulate_grad_9 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_permute_36], l_getitem_10_, None, False)
        call_accumulate_grad_9: "f32[16, 16][16, 1]cpu" = accumulate_grad_9[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_add_5, aot0_primals)
        aot0_mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_14, 16)
        aot0_sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_14, [2], True)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_primals_1, aot0_getitem)
        aot0_mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_sub_3, aot0_rsqrt)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_14, aot0_mul_16)
        aot0_sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_17, [2], True)
        aot0_mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_16, aot0_sum_7)
        aot0_sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_mul_15, aot0_sum_6)
        aot0_sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_sub_4, aot0_mul_18)
        aot0_div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_rsqrt, 16)
        aot0_mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_div_1, aot0_sub_5)
        aot0_mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_add_5, aot0_mul_16)
        aot0_sum_8: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_20, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_10 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_8], l_getitem_8_, None, False)
        call_accumulate_grad_10: "f32[16][1]cpu" = accumulate_grad_10[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_add_5, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_11 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_9], l_getitem_67_, None, False)
        call_accumulate_grad_11: "f32[16][1]cpu" = accumulate_grad_11[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_add_3, aot0_mul_19)
        return (
            aot0_add_6,
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
