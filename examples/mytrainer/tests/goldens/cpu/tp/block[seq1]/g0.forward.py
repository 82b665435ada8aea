# fxgolden golden | case: tp/block[seq1] | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 1, 16][16, 16, 1]cpu", primals_2: "f32[16][1]cpu", primals_3, primals_4: "f32[8, 16][16, 1]cpu", primals_5, primals_6: "f32[8, 16][16, 1]cpu", primals_7, primals_8: "f32[8, 16][16, 1]cpu", primals_9, primals_10: "f32[16, 8][8, 1]cpu", primals_11, primals_12: "f32[16][1]cpu", primals_13: "f32[16, 16][16, 1]cpu", primals_14, primals_15: "f32[16, 16][16, 1]cpu", primals_16, primals_17: "f32[16, 16][16, 1]cpu", primals_18):
        pow_1: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 2)
        mean: "f32[2, 1, 1][1, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
        add: "f32[2, 1, 1][1, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean, 1e-05);  mean = None
        rsqrt: "f32[2, 1, 1][1, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add);  add = None
        mul: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_1: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_2);  mul = None
        view: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(mul_1, [2, 1, 16]);  mul_1 = None
        t: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_4)
        view_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.view.default(view, [2, 16]);  view = None
        mm: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, t);  t = None
        _unsafe_view: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 1, 8]);  mm = None
        view_2: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 1, 8]);  _unsafe_view = None
        view_3: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_2, [2, 1, -1, 8]);  view_2 = None
        transpose: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_6)
        mm_1: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, t_1);  t_1 = None
        _unsafe_view_1: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 1, 8]);  mm_1 = None
        view_4: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [2, 1, 8]);  _unsafe_view_1 = None
        view_5: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_4, [2, 1, -1, 8]);  view_4 = None
        transpose_1: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
        t_2: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(primals_8)
        mm_2: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, t_2);  t_2 = None
        _unsafe_view_2: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 1, 8]);  mm_2 = None
        view_6: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_2, [2, 1, 8]);  _unsafe_view_2 = None
        view_7: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.view.default(view_6, [2, 1, -1, 8]);  view_6 = None
        transpose_2: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_1: "f32[2, 1, 1][1, 1, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        detach: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.detach.default(getitem)
        transpose_3: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
        view_8: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 1, -1]);  transpose_3 = None
        view_9: "f32[2, 1, 8][8, 8, 1]cpu" = torch.ops.aten.view.default(view_8, [2, 1, 8]);  view_8 = None
        t_3: "f32[8, 16][1, 8]cpu" = torch.ops.aten.t.default(primals_10)
        view_10: "f32[2, 8][8, 1]cpu" = torch.ops.aten.view.default(view_9, [2, 8]);  view_9 = None
        mm_3: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_10, t_3);  t_3 = None
        _unsafe_view_3: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 1, 16]);  mm_3 = None
        all_reduce: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_3, 'sum', 'mesh_tp');  _unsafe_view_3 = None
        wait_tensor: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        view_11: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [2, 1, 16])
        add_1: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, view_11);  view_11 = None
        pow_2: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
        mean_1: "f32[2, 1, 1][1, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
        add_2: "f32[2, 1, 1][1, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean_1, 1e-05);  mean_1 = None
        rsqrt_1: "f32[2, 1, 1][1, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        mul_2: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_3: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_12);  mul_2 = None
        view_12: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(mul_3, [2, 1, 16]);  mul_3 = None
        t_4: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_13);  primals_13 = None
        view_13: "f32[2, 16][16, 1]cpu" = torch.ops.aten.view.default(view_12, [2, 16]);  view_12 = None
        mm_4: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_13, t_4)
        _unsafe_view_4: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [2, 1, 16])
        view_14: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_4, [2, 1, 16]);  _unsafe_view_4 = None
        silu: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.silu.default(view_14);  view_14 = None
        t_5: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_15);  primals_15 = None
        mm_5: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_13, t_5)
        _unsafe_view_5: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_5, [2, 1, 16])
        view_15: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_5, [2, 1, 16]);  _unsafe_view_5 = None
        mul_4: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.mul.Tensor(silu, view_15);  silu = view_15 = None
        view_16: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(mul_4, [2, 1, 16]);  mul_4 = None
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(primals_17);  primals_17 = None
        view_17: "f32[2, 16][16, 1]cpu" = torch.ops.aten.view.default(view_16, [2, 16]);  view_16 = None
        mm_6: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_6)
        _unsafe_view_6: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_6, [2, 1, 16]);  mm_6 = None
        all_reduce_1: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_6, 'sum', 'mesh_tp');  _unsafe_view_6 = None
        wait_tensor_1: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        view_18: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.view.default(wait_tensor_1, [2, 1, 16]);  wait_tensor_1 = None
        add_3: "f32[2, 1, 16][16, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_1, view_18);  add_1 = view_18 = None
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6);  t_6 = None
        t_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5);  t_5 = None
        t_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach_1: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch.ops.aten.detach.default(detach);  detach = None
        return (add_3, primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, rsqrt, view_1, transpose, transpose_1, transpose_2, getitem_1, view_10, wait_tensor, rsqrt_1, view_13, mm_4, mm_5, view_17, t_7, t_8, t_9, detach_1, primals_3)
