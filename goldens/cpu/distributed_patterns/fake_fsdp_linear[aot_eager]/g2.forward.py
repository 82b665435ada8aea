# fxgolden golden | case: distributed_patterns/fake_fsdp_linear[aot_eager] | artifact: g2.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 20][20, 1]cpu", primals_2: "f32[10, 20][20, 1]cpu", primals_3: "f32[5, 20][20, 1]cpu", primals_4):
        #> (root): cases.distributed_patterns._unshard
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_.default(primals_2, 800)
        #> (root): cases.distributed_patterns._fake_all_gather
        cat: "f32[10, 20][20, 1]cpu" = torch.ops.aten.cat.default([primals_3, primals_3])
        #> (root): cases.distributed_patterns._unshard
        copy_ = torch.ops.fsdp.copy_.default(primals_2, cat)
        #> (root): (no source recorded)
        view: "f32[2, 20][20, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 20])
        t: "f32[20, 10][1, 20]cpu" = torch.ops.aten.t.default(primals_2)
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(view, t)
        #> (root): cases.distributed_patterns._make_fake_fsdp_linear.<locals>.fw_post_hook
        resize_storage_bytes__1 = torch.ops.inductor.resize_storage_bytes_.default(primals_2, 0)
        #> (root): (no source recorded)
        view_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.view.default(mm, [2, 10])
        return (view_1, primals_1, primals_2)
