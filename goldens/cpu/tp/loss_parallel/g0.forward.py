# fxgolden golden | case: tp/loss_parallel | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2, primals_3: "f32[8, 8][8, 1]cpu", primals_4, primals_5: "i64[4][1]cpu"):
        view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(primals_1, [4, 8]);  primals_1 = None
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(view, t);  t = None
        amax: "f32[4, 1][1, 1]cpu" = torch.ops.aten.amax.default(mm, [1], True)
        all_reduce: "f32[4, 1][1, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(amax, 'max', 'mesh_tp');  amax = None
        wait_tensor: "f32[4, 1][1, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        sub: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sub.Tensor(mm, wait_tensor);  mm = wait_tensor = None
        exp: "f32[4, 8][8, 1]cpu" = torch.ops.aten.exp.default(sub)
        sum_1: "f32[4, 1][1, 1]cpu" = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        all_reduce_1: "f32[4, 1][1, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(sum_1, 'sum', 'mesh_tp');  sum_1 = None
        wait_tensor_1: "f32[4, 1][1, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        log: "f32[4, 1][1, 1]cpu" = torch.ops.aten.log.default(wait_tensor_1);  wait_tensor_1 = None
        sub_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sub.Tensor(sub, log);  sub = log = None
        view_1: "i64[4][1]cpu" = torch.ops.aten.view.default(primals_5, [4]);  primals_5 = None
        ne: "b8[4][1]cpu" = torch.ops.aten.ne.Scalar(view_1, -100)
        scalar_tensor: "i64[][]cpu" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'))
        where: "i64[4][1]cpu" = torch.ops.aten.where.self(ne, view_1, scalar_tensor)
        unsqueeze: "i64[4, 1][1, 1]cpu" = torch.ops.aten.unsqueeze.default(where, 1);  where = None
        lt: "b8[4, 1][1, 1]cpu" = torch.ops.aten.lt.Scalar(unsqueeze, 0)
        ge: "b8[4, 1][1, 1]cpu" = torch.ops.aten.ge.Scalar(unsqueeze, 8)
        bitwise_or: "b8[4, 1][1, 1]cpu" = torch.ops.aten.bitwise_or.Tensor(lt, ge);  lt = ge = None
        clone: "i64[4, 1][1, 1]cpu" = torch.ops.aten.clone.default(unsqueeze);  unsqueeze = None
        sub_2: "i64[4, 1][1, 1]cpu" = torch.ops.aten.sub.Tensor(clone, 0);  clone = None
        _tensor_constant0: "i64[][]cpu" = self._tensor_constant0
        lift_fresh_copy: "i64[][]cpu" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        index_put: "i64[4, 1][1, 1]cpu" = torch.ops.aten.index_put.default(sub_2, [bitwise_or], lift_fresh_copy);  sub_2 = lift_fresh_copy = None
        gather: "f32[4, 1][1, 1]cpu" = torch.ops.aten.gather.default(sub_1, 1, index_put);  index_put = None
        _tensor_constant1: "f32[][]cpu" = self._tensor_constant1
        lift_fresh_copy_1: "f32[][]cpu" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
        index_put_1: "f32[4, 1][1, 1]cpu" = torch.ops.aten.index_put.default(gather, [bitwise_or], lift_fresh_copy_1);  gather = bitwise_or = lift_fresh_copy_1 = None
        all_reduce_2: "f32[4, 1][1, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(index_put_1, 'sum', 'mesh_tp');  index_put_1 = None
        wait_tensor_2: "f32[4, 1][1, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2);  all_reduce_2 = None
        squeeze: "f32[4][1]cpu" = torch.ops.aten.squeeze.dim(wait_tensor_2, 1);  wait_tensor_2 = None
        neg: "f32[4][1]cpu" = torch.ops.aten.neg.default(squeeze);  squeeze = None
        scalar_tensor_1: "f32[][]cpu" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where_1: "f32[4][1]cpu" = torch.ops.aten.where.self(ne, neg, scalar_tensor_1);  neg = scalar_tensor_1 = None
        sum_2: "i64[][]cpu" = torch.ops.aten.sum.default(ne);  ne = None
        _to_copy: "f32[][]cpu" = torch.ops.aten._to_copy.default(sum_2, dtype = torch.float32, device = device(type='cpu'));  sum_2 = None
        sum_3: "f32[][]cpu" = torch.ops.aten.sum.default(where_1);  where_1 = None
        div: "f32[][]cpu" = torch.ops.aten.div.Tensor(sum_3, _to_copy);  sum_3 = None
        unsqueeze_1: "i64[4, 1][1, 1]cpu" = torch.ops.aten.unsqueeze.default(view_1, 1);  view_1 = None
        ne_1: "b8[4, 1][1, 1]cpu" = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        where_2: "i64[4, 1][1, 1]cpu" = torch.ops.aten.where.self(ne_1, unsqueeze_1, scalar_tensor);  unsqueeze_1 = scalar_tensor = None
        zeros_like: "f32[4, 8][8, 1]cpu" = torch.ops.aten.zeros_like.default(sub_1, pin_memory = False)
        squeeze_1: "i64[4][1]cpu" = torch.ops.aten.squeeze.dim(where_2, 1);  where_2 = None
        lt_1: "b8[4][1]cpu" = torch.ops.aten.lt.Scalar(squeeze_1, 0)
        ge_1: "b8[4][1]cpu" = torch.ops.aten.ge.Scalar(squeeze_1, 8)
        bitwise_or_1: "b8[4][1]cpu" = torch.ops.aten.bitwise_or.Tensor(lt_1, ge_1);  lt_1 = ge_1 = None
        clone_1: "i64[4][1]cpu" = torch.ops.aten.clone.default(squeeze_1);  squeeze_1 = None
        sub_3: "i64[4][1]cpu" = torch.ops.aten.sub.Tensor(clone_1, 0);  clone_1 = None
        _tensor_constant2: "i64[][]cpu" = self._tensor_constant2
        lift_fresh_copy_2: "i64[][]cpu" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
        index_put_2: "i64[4][1]cpu" = torch.ops.aten.index_put.default(sub_3, [bitwise_or_1], lift_fresh_copy_2);  sub_3 = lift_fresh_copy_2 = None
        _to_copy_1: "f32[4][1]cpu" = torch.ops.aten._to_copy.default(bitwise_or_1, dtype = torch.float32);  bitwise_or_1 = None
        sub_4: "f32[4][1]cpu" = torch.ops.aten.sub.Tensor(_to_copy_1, 1.0);  _to_copy_1 = None
        arange: "i64[4][1]cpu" = torch.ops.aten.arange.default(4, device = device(type='cpu'), pin_memory = False)
        index_put_3: "f32[4, 8][8, 1]cpu" = torch.ops.aten.index_put.default(zeros_like, [arange, index_put_2], sub_4);  zeros_like = arange = index_put_2 = sub_4 = None
        exp_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.exp.default(sub_1);  sub_1 = None
        add: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(index_put_3, exp_1);  index_put_3 = exp_1 = None
        return (div, primals_2, view, _to_copy, ne_1, add, primals_2)
