# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g5.inference | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[16][1]cpu", arg1_1: "f32[2, 16, 16][256, 16, 1]cpu", arg2_1: "f32[16, 16][16, 1]cpu", arg3_1: "f32[16, 16][16, 1]cpu", arg4_1: "f32[16, 16][16, 1]cpu", arg5_1: "f32[16, 16][16, 1]cpu", arg6_1: "f32[16][1]cpu", arg7_1: "f32[64, 16][16, 1]cpu", arg8_1: "f32[16, 64][64, 1]cpu", arg9_1: "f32[2, 16, 1][16, 1, 1]cpu", arg10_1: "f32[2, 16, 1][16, 1, 1]cpu", arg11_1: "f32[32, 16][16, 1]cpu", arg12_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", arg13_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", arg14_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", arg15_1: "f32[2, 4, 16][64, 1, 4]cpu", arg16_1: "f32[32, 16][16, 1]cpu", arg17_1: "f32[32, 16][16, 1]cpu", arg18_1: "f32[2, 16, 1][16, 1, 1]cpu", arg19_1: "f32[2, 16, 1][16, 1, 1]cpu", arg20_1: "f32[32, 16][16, 1]cpu", arg21_1: "f32[32, 64][64, 1]cpu", arg22_1: "f32[32, 64][64, 1]cpu", arg23_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu", arg24_1: "f32[2, 16, 16][256, 16, 1]cpu", arg25_1: "f32[16][1]cpu", arg26_1: "f32[64][1]cpu", arg27_1: "f32[16][1]cpu", arg28_1: "f32[16][1]cpu"):
        view: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(arg24_1, [32, 16])
        permute: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        permute_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view, permute_1);  permute_1 = None
        permute_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view, [1, 0])
        mm_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(permute_2, arg22_1);  permute_2 = arg22_1 = None
        permute_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(mm_1, [1, 0]);  mm_1 = None
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view, [0], True);  view = None
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view_1);  new_empty_strided = view_1 = None
        permute_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(permute_3, [1, 0]);  permute_3 = None
        new_empty_strided_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(permute_4, [16, 64], [64, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, permute_4);  new_empty_strided_1 = permute_4 = None
        view_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 64]);  mm = None
        view_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg21_1, [2, 16, 64]);  arg21_1 = None
        mul: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_3, 0.7071067811865476)
        erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul);  mul = None
        add: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_3, view_3)
        mul_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, -0.5);  mul_2 = None
        exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(mul_3);  mul_3 = None
        mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_3, mul_4);  view_3 = mul_4 = None
        add_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(mul_1, mul_5);  mul_1 = mul_5 = None
        mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_2, add_1);  view_2 = add_1 = None
        view_4: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_6, [32, 64]);  mul_6 = None
        permute_5: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        permute_6: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_5, [1, 0]);  permute_5 = None
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_4, permute_6);  permute_6 = None
        permute_7: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(view_4, [1, 0])
        mm_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_7, arg20_1);  permute_7 = arg20_1 = None
        permute_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(mm_3, [1, 0]);  mm_3 = None
        sum_2: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
        view_5: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        new_empty_strided_2: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_5, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[64][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_5);  new_empty_strided_2 = view_5 = None
        permute_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        new_empty_strided_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(permute_9, [64, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, permute_9);  new_empty_strided_3 = permute_9 = None
        view_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16]);  mm_2 = None
        mul_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, arg6_1);  arg6_1 = None
        mul_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, 16)
        sum_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_7, [2], True)
        view_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(arg17_1, [2, 16, 16]);  arg17_1 = None
        clone: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(view_7);  view_7 = None
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, clone);  clone = None
        sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_2, arg18_1);  add_2 = arg18_1 = None
        mul_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub, arg19_1);  sub = None
        mul_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, mul_9);  mul_7 = None
        sum_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_10, [2], True);  mul_10 = None
        mul_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_9, sum_4);  sum_4 = None
        sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_8, sum_3);  mul_8 = sum_3 = None
        sub_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_1, mul_11);  sub_1 = mul_11 = None
        div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg19_1, 16);  arg19_1 = None
        mul_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div, sub_2);  div = sub_2 = None
        mul_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, mul_9);  mul_9 = None
        sum_5: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_13, [0, 1]);  mul_13 = None
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_5, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, sum_5);  new_empty_strided_4 = sum_5 = None
        sum_6: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_6, [0, 1]);  view_6 = None
        new_empty_strided_5: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_6, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, sum_6);  new_empty_strided_5 = sum_6 = None
        add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg24_1, mul_12);  arg24_1 = mul_12 = None
        view_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_3, [32, 16])
        permute_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_8, [1, 0])
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_10, arg16_1);  permute_10 = arg16_1 = None
        permute_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_4, [1, 0]);  mm_4 = None
        permute_12: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        permute_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_12, [1, 0]);  permute_12 = None
        mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, permute_13);  view_8 = permute_13 = None
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 16]);  mm_5 = None
        permute_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_11, [1, 0]);  permute_11 = None
        new_empty_strided_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(permute_14, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_6, permute_14);  new_empty_strided_6 = permute_14 = None
        view_10: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_9, [2, 16, 4, 4]);  view_9 = None
        permute_15: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_15, arg12_1, arg13_1, arg14_1, arg23_1, arg15_1, 0.0, True);  permute_15 = arg12_1 = arg13_1 = arg14_1 = arg23_1 = arg15_1 = None
        getitem: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
        permute_16: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3]);  getitem_2 = None
        view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_16, [2, 16, 16]);  permute_16 = None
        permute_17: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1, 3]);  getitem_1 = None
        view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_17, [2, 16, 16]);  permute_17 = None
        permute_18: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3]);  getitem = None
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_18, [2, 16, 16]);  permute_18 = None
        view_14: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_11, [32, 16]);  view_11 = None
        permute_19: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_14, [1, 0])
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_19, arg11_1);  permute_19 = None
        permute_20: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_6, [1, 0]);  mm_6 = None
        permute_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        permute_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_21, [1, 0]);  permute_21 = None
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_14, permute_22);  view_14 = permute_22 = None
        view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16]);  mm_7 = None
        permute_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_20, [1, 0]);  permute_20 = None
        new_empty_strided_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(permute_23, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_7, permute_23);  new_empty_strided_7 = permute_23 = None
        view_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_12, [32, 16]);  view_12 = None
        permute_24: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_16, [1, 0])
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_24, arg11_1);  permute_24 = None
        permute_25: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_8, [1, 0]);  mm_8 = None
        permute_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        permute_27: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_26, [1, 0]);  permute_26 = None
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_16, permute_27);  view_16 = permute_27 = None
        view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16]);  mm_9 = None
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_15, view_17);  view_15 = view_17 = None
        permute_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_25, [1, 0]);  permute_25 = None
        new_empty_strided_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(permute_28, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_8, permute_28);  new_empty_strided_8 = permute_28 = None
        view_18: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_13, [32, 16]);  view_13 = None
        permute_29: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_29, arg11_1);  permute_29 = arg11_1 = None
        permute_30: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_10, [1, 0]);  mm_10 = None
        permute_31: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        permute_32: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_31, [1, 0]);  permute_31 = None
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_18, permute_32);  view_18 = permute_32 = None
        view_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16]);  mm_11 = None
        add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_4, view_19);  add_4 = view_19 = None
        permute_33: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_30, [1, 0]);  permute_30 = None
        new_empty_strided_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(permute_33, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_9, permute_33);  new_empty_strided_9 = permute_33 = None
        mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, arg0_1);  arg0_1 = None
        mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, 16)
        sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True)
        sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg1_1, arg9_1);  arg1_1 = arg9_1 = None
        mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_3, arg10_1);  sub_3 = None
        mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, mul_16);  mul_14 = None
        sum_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_17, [2], True);  mul_17 = None
        mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_16, sum_8);  sum_8 = None
        sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_15, sum_7);  mul_15 = sum_7 = None
        sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_4, mul_18);  sub_4 = mul_18 = None
        div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg10_1, 16);  arg10_1 = None
        mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, sub_5);  div_1 = sub_5 = None
        mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, mul_16);  mul_16 = None
        sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 1]);  mul_20 = None
        new_empty_strided_10: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_9, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_10: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_10, sum_9);  new_empty_strided_10 = sum_9 = None
        sum_10: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(add_5, [0, 1]);  add_5 = None
        new_empty_strided_11: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_10, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_11: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_11, sum_10);  new_empty_strided_11 = sum_10 = None
        add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_3, mul_19);  add_3 = mul_19 = None
        return (add_6, copy_10, copy_9, copy_8, copy_7, copy_6, copy_4, copy_3, copy_1, copy, copy_2, copy_5, copy_11)
