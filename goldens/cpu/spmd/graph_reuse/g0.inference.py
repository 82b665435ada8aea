# fxgolden golden | case: spmd/graph_reuse | artifact: g0.inference | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[2, 10][10, 1]cpu"):
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg0_1)
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(arg1_1, t);  t = None
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(mm);  mm = None
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format);  sum_1 = None
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [2, 10]);  ones_like = None
        t_1: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(expand);  expand = None
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_1, arg1_1);  t_1 = arg1_1 = None
        t_2: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_2);  t_2 = None
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_3);  empty_like = t_3 = None
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp');  copy = None
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        add: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, wait_tensor, alpha = -0.01);  wait_tensor = None
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, add);  arg0_1 = add = copy_ = None
        return ()
