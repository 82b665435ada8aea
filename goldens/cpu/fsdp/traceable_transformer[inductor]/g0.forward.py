# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g0.forward | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16][1]cpu", primals_2: "f32[16][1]cpu", primals_3: "f32[2, 16, 16][256, 16, 1]cpu", primals_4: "f32[16, 16][16, 1]cpu", primals_5: "f32[16, 16][16, 1]cpu", primals_6: "f32[16, 16][16, 1]cpu", primals_7: "f32[16, 16][16, 1]cpu", primals_8: "f32[16][1]cpu", primals_9: "f32[16][1]cpu", primals_10: "f32[64, 16][16, 1]cpu", primals_11: "f32[64][1]cpu", primals_12: "f32[16, 64][64, 1]cpu", primals_13: "f32[16][1]cpu"):
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean[0]
        getitem_1: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean[1];  var_mean = None
        add: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_1);  mul = None
        add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_1, primals_2);  mul_1 = primals_2 = None
        permute: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_4, [1, 0])
        view: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 16]);  add_1 = None
        mm: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute);  permute = None
        view_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 16]);  mm = None
        permute_1: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_5, [1, 0])
        mm_1: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_1);  permute_1 = None
        view_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 16]);  mm_1 = None
        permute_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_6, [1, 0])
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_2);  permute_2 = None
        view_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16]);  mm_2 = None
        view_4: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_1, [2, 16, -1, 4]);  view_1 = None
        permute_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        view_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_2, [2, 16, -1, 4]);  view_2 = None
        permute_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None
        view_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_3, [2, 16, -1, 4]);  view_3 = None
        permute_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_3, permute_4, permute_5, 0.0, True)
        getitem_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_3: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_6, [2, 16, -1]);  permute_6 = None
        permute_7: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        view_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_7, [32, 16]);  view_7 = None
        mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, permute_7);  view_8 = permute_7 = None
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 16, 16])
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_3, view_9);  view_9 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_4: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean_1[0]
        getitem_5: "f32[2, 16, 1][16, 1, 1]cpu" = var_mean_1[1];  var_mean_1 = None
        add_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_2, getitem_5)
        mul_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_8);  mul_2 = None
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_3, primals_9);  mul_3 = primals_9 = None
        view_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_4, [32, 16]);  add_4 = None
        permute_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.addmm.default(primals_11, view_10, permute_8);  primals_11 = permute_8 = None
        view_11: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 16, 64])
        mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_11, 0.5)
        mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_11, 0.7071067811865476);  view_11 = None
        erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, add_5);  mul_4 = add_5 = None
        view_12: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_6, [32, 64]);  mul_6 = None
        permute_9: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_1: "f32[32, 16][16, 1]cpu" = torch.ops.aten.addmm.default(primals_13, view_12, permute_9);  primals_13 = permute_9 = None
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(addmm_1, [2, 16, 16]);  addmm_1 = None
        add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_2, view_13);  add_2 = view_13 = None
        return (add_6, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, permute_3, permute_4, permute_5, getitem_2, getitem_3, mm_3, getitem_5, rsqrt_1, view_10, addmm, view_12)
