# fxgolden golden | case: ddp/python_reducer_compiled_autograd[inductor] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/2 cpu
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
        arg8_1: "b8[2, 512][512, 1]cpu",
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
        full_default: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[2, 512][512, 1]cpu" = torch.ops.aten.where.self(arg8_1, full_default, copy)
        mm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(where, arg4_1)
        permute: "f32[512, 2][1, 512]cpu" = torch.ops.aten.permute.default(where, [1, 0])
        mm_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(permute, arg7_1)
        new_empty_strided: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_1, [512, 512], [512, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        div: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(mm_1, 2)
        all_reduce: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div, 'sum', 'world')
        wait_tensor: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        sum_1: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_1, [512])
        new_empty_strided_1: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        div_1: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(view, 2)
        all_reduce_1: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_1, 'sum', 'world')
        wait_tensor_1: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        le: "b8[2, 512][512, 1]cpu" = torch.ops.aten.le.Scalar(arg7_1, 0)
        where_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.where.self(le, full_default, mm)
        mm_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(where_1, arg3_1)
        permute_1: "f32[512, 2][1, 512]cpu" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(permute_1, arg6_1)
        new_empty_strided_2: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            mm_3,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        div_2: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(mm_3, 2)
        all_reduce_2: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_2, 'sum', 'world')
        wait_tensor_2: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        sum_2: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_1: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_2, [512])
        new_empty_strided_3: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        div_3: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(view_1, 2)
        all_reduce_3: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_3, 'sum', 'world')
        wait_tensor_3: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)
        le_1: "b8[2, 512][512, 1]cpu" = torch.ops.aten.le.Scalar(arg6_1, 0)
        where_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.where.self(le_1, full_default, mm_2)
        mm_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(where_2, arg2_1)
        permute_2: "f32[512, 2][1, 512]cpu" = torch.ops.aten.permute.default(where_2, [1, 0])
        mm_5: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(permute_2, arg5_1)
        new_empty_strided_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            mm_5,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        div_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(mm_5, 2)
        all_reduce_4: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_4, 'sum', 'world')
        wait_tensor_4: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_4)
        sum_3: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_2, [0], True)
        view_2: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_3, [512])
        new_empty_strided_5: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view_2, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        div_5: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(view_2, 2)
        all_reduce_5: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_5, 'sum', 'world')
        wait_tensor_5: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_5)
        le_2: "b8[2, 512][512, 1]cpu" = torch.ops.aten.le.Scalar(arg5_1, 0)
        where_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.where.self(le_2, full_default, mm_4)
        permute_3: "f32[512, 2][1, 512]cpu" = torch.ops.aten.permute.default(where_3, [1, 0])
        mm_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(permute_3, arg1_1)
        new_empty_strided_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            mm_6,
            [512, 512],
            [512, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        div_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.div.Tensor(mm_6, 2)
        all_reduce_6: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_6, 'sum', 'world')
        wait_tensor_6: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_6)
        sum_4: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_3, [0], True)
        view_3: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_4, [512])
        new_empty_strided_7: "f32[512][1]cpu" = torch.ops.aten.new_empty_strided.default(view_3, [512], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        div_7: "f32[512][1]cpu" = torch.ops.aten.div.Tensor(view_3, 2)
        all_reduce_7: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce.default(div_7, 'sum', 'world')
        wait_tensor_7: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_7)
        return (wait_tensor_4, wait_tensor_2, wait_tensor, wait_tensor_1, wait_tensor_3, wait_tensor_5, wait_tensor_7, wait_tensor_6)
