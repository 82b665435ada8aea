# fxgolden golden | case: spmd/coverage[pos_embedding] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_0_: "i64[2, 6][6, 1]cpu",
        L_mod_modules_wte_parameters_weight_: "f32[10, 8][8, 1]cpu",
        L_mod_modules_wpe_parameters_weight_: "f32[6, 8][8, 1]cpu",
        L_mod_modules_fc_parameters_weight_: "f32[8, 8][8, 1]cpu",
        L_mod_modules_fc_parameters_bias_: "f32[8][1]cpu",
        L_inputs_1_: "i64[2, 6][6, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (root): cases.spmd_coverage.PosEmbedding.forward
        arange: "i64[6][1]cpu" = torch.arange(0, 6, dtype = torch.int64, device = device(type='cpu'))
        pos: "i64[1, 6][6, 1]cpu" = arange.unsqueeze(0)
        #> wte: cases.spmd_coverage.PosEmbedding.forward
        embedding: "f32[2, 6, 8][48, 8, 1]cpu" = torch.nn.functional.embedding(l_inputs_0_, l_mod_modules_wte_parameters_weight_, None, None, 2.0, False, False)
        #> wpe: cases.spmd_coverage.PosEmbedding.forward
        embedding_1: "f32[1, 6, 8][48, 8, 1]cpu" = torch.nn.functional.embedding(pos, l_mod_modules_wpe_parameters_weight_, None, None, 2.0, False, False)
        #> (root): cases.spmd_coverage.PosEmbedding.forward
        add: "f32[2, 6, 8][48, 8, 1]cpu" = embedding + embedding_1
        #> norm: cases.spmd_coverage.PosEmbedding.forward
        layer_norm: "f32[2, 6, 8][48, 8, 1]cpu" = torch.nn.functional.layer_norm(add, (8,), None, None, 1e-05)
        #> fc: cases.spmd_coverage.PosEmbedding.forward
        h: "f32[2, 6, 8][48, 8, 1]cpu" = torch._C._nn.linear(layer_norm, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_)
        #> (root): cases.spmd_coverage.PosEmbedding.forward
        probs: "f32[2, 6, 8][48, 8, 1]cpu" = torch.nn.functional.softmax(h, dim = -1)
        view: "f32[12, 8][8, 1]cpu" = probs.view(-1, 8)
        view_1: "i64[12][1]cpu" = l_inputs_1_.view(-1)
        cross_entropy: "f32[][]cpu" = torch.nn.functional.cross_entropy(view, view_1)
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = cross_entropy.sum()
        grad = torch.autograd.grad(
            sum_1,
            [l_mod_modules_wte_parameters_weight_, l_mod_modules_wpe_parameters_weight_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_],
            allow_unused = True
        )
        getitem: "f32[10, 8][8, 1]cpu" = grad[0]
        getitem_1: "f32[6, 8][8, 1]cpu" = grad[1]
        getitem_2: "f32[8, 8][8, 1]cpu" = grad[2]
        getitem_3: "f32[8][1]cpu" = grad[3]
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        new_grad_strided: "f32[10, 8][8, 1]cpu" = torch.empty_like(l_mod_modules_wte_parameters_weight_)
        copy_: "f32[10, 8][8, 1]cpu" = new_grad_strided.copy_(getitem)
        new_grad_strided_1: "f32[6, 8][8, 1]cpu" = torch.empty_like(l_mod_modules_wpe_parameters_weight_)
        copy__1: "f32[6, 8][8, 1]cpu" = new_grad_strided_1.copy_(getitem_1)
        new_grad_strided_2: "f32[8, 8][8, 1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_weight_)
        copy__2: "f32[8, 8][8, 1]cpu" = new_grad_strided_2.copy_(getitem_2)
        new_grad_strided_3: "f32[8][1]cpu" = torch.empty_like(l_mod_modules_fc_parameters_bias_)
        copy__3: "f32[8][1]cpu" = new_grad_strided_3.copy_(getitem_3)
        #> (no source recorded)
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor: "f32[10, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_1: "f32[6, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[6, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_2: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_2, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_2: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_2)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_3: "f32[8][1]cpu" = torch.ops._c10d_functional.all_reduce(new_grad_strided_3, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_3: "f32[8][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_3)
        #> (no source recorded)
        _set_grad_enabled_2 = torch._C._set_grad_enabled(False)
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add_ = torch._foreach_add_(
            [l_mod_modules_wte_parameters_weight_, l_mod_modules_wpe_parameters_weight_, l_mod_modules_fc_parameters_weight_, l_mod_modules_fc_parameters_bias_],
            [wait_tensor, wait_tensor_1, wait_tensor_2, wait_tensor_3],
            alpha = -0.01
        )
        #> (no source recorded)
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True)
        return ()
