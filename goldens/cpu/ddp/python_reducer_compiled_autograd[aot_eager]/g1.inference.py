# fxgolden golden | case: ddp/python_reducer_compiled_autograd[aot_eager] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/2 cpu
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[2, 512][512, 1]cpu",
        arg2_1: "f32[512, 512][512, 1]cpu",
        arg3_1: "f32[512, 512][512, 1]cpu",
        arg4_1: "f32[512, 512][512, 1]cpu",
        arg5_1: "f32[2, 512][512, 1]cpu",
        arg6_1: "f32[2, 512][512, 1]cpu",
        arg7_1: "f32[2, 512][512, 1]cpu",
        arg8_1: "f32[2, 512][512, 1]cpu",
        arg9_1: "f32[512][1]cpu",
        arg10_1: "f32[512][1]cpu",
        arg11_1: "f32[512][1]cpu",
        arg12_1: "f32[512][1]cpu",
        arg13_1: "f32[512, 512][512, 1]cpu",
        arg14_1: "f32[0, 2][2, 1]cpu",
        arg15_1: "f32[0, 512][512, 1]cpu",
        arg16_1: "f32[0, 2][2, 1]cpu",
        arg17_1: "f32[0, 512][512, 1]cpu"
    ):
        expand: "f32[2, 512][0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [2, 512])
        empty_strided: "f32[2, 512][512, 1]cpu" = torch.ops.aten.empty_strided.default(
            [2, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu'),
            pin_memory = False
        )
        copy: "f32[2, 512][512, 1]cpu" = torch.ops.aten.copy.default(empty_strided, expand)
        threshold_backward: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(copy, arg8_1, 0)
        t: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(arg4_1)
        t_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_1)
        t_2: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_2, arg7_1)
        t_3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_1, [512])
        new_empty_strided: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[512][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view)
        div: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(copy_1, 2)
        all_reduce: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div, 'sum', 'world')
        wait_tensor: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        copy_2: "f32[512][1]cpu" = torch.ops.aten.copy.default(copy_1, wait_tensor)
        t_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_3)
        new_empty_strided_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            t_4,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_4)
        div_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(copy_3, 2)
        all_reduce_1: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_1, 'sum', 'world')
        wait_tensor_1: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        copy_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(copy_3, wait_tensor_1)
        detach: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(arg7_1)
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach)
        threshold_backward_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0)
        t_5: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(arg3_1)
        t_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_5)
        mm_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward_1, t_6)
        t_7: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward_1)
        mm_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_7, arg6_1)
        t_8: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True)
        view_1: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_2, [512])
        new_empty_strided_2: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[512][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_1)
        div_2: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(copy_5, 2)
        all_reduce_2: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_2, 'sum', 'world')
        wait_tensor_2: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        copy_6: "f32[512][1]cpu" = torch.ops.aten.copy.default(copy_5, wait_tensor_2)
        t_9: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_8)
        new_empty_strided_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            t_9,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_7: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, t_9)
        div_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(copy_7, 2)
        all_reduce_3: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_3, 'sum', 'world')
        wait_tensor_3: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)
        copy_8: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(copy_7, wait_tensor_3)
        detach_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(arg6_1)
        detach_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach_2)
        threshold_backward_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_2, detach_3, 0)
        t_10: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(arg2_1)
        t_11: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_10)
        mm_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward_2, t_11)
        t_12: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward_2)
        mm_5: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_12, arg5_1)
        t_13: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_5)
        sum_3: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True)
        view_2: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_3, [512])
        new_empty_strided_4: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view_2, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_9: "f32[512][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, view_2)
        div_4: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(copy_9, 2)
        all_reduce_4: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_4, 'sum', 'world')
        wait_tensor_4: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_4)
        copy_10: "f32[512][1]cpu" = torch.ops.aten.copy.default(copy_9, wait_tensor_4)
        t_14: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_13)
        new_empty_strided_5: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            t_14,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_11: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, t_14)
        div_5: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(copy_11, 2)
        all_reduce_5: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_5, 'sum', 'world')
        wait_tensor_5: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_5)
        copy_12: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(copy_11, wait_tensor_5)
        detach_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(arg5_1)
        detach_5: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach_4)
        threshold_backward_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_4, detach_5, 0)
        t_15: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward_3)
        mm_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_15, arg1_1)
        t_16: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_6)
        sum_4: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_3, [0], True)
        view_3: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_4, [512])
        new_empty_strided_6: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view_3, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_13: "f32[512][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_6, view_3)
        div_6: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(copy_13, 2)
        all_reduce_6: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_6, 'sum', 'world')
        wait_tensor_6: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_6)
        copy_14: "f32[512][1]cpu" = torch.ops.aten.copy.default(copy_13, wait_tensor_6)
        t_17: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_16)
        new_empty_strided_7: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            t_17,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_15: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_7, t_17)
        div_7: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(copy_15, 2)
        all_reduce_7: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_7, 'sum', 'world')
        wait_tensor_7: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_7)
        copy_16: "f32[512, 512][512, 1]cpu" = torch.ops.aten.copy.default(copy_15, wait_tensor_7)
        return (copy_12, copy_8, copy_4, copy_2, copy_6, copy_10, copy_14, copy_16)
