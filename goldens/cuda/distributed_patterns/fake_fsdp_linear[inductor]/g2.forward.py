# fxgolden golden | case: distributed_patterns/fake_fsdp_linear[inductor] | artifact: g2.forward | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 20][20, 1]cuda:0", primals_2: "f32[10, 20][20, 1]cuda:0", primals_3: "f32[5, 20][20, 1]cuda:0", primals_4):
        #> (root): cases.distributed_patterns._unshard
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_.default(primals_2, 800)
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        unsqueeze: "f32[1, 5, 20][100, 20, 1]cuda:0" = torch.ops.aten.unsqueeze.default(primals_3, 0)
        expand: "f32[2, 5, 20][0, 20, 1]cuda:0" = torch.ops.aten.expand.default(unsqueeze, [2, 5, 20])
        clone: "f32[2, 5, 20][100, 20, 1]cuda:0" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
        view: "f32[10, 20][20, 1]cuda:0" = torch.ops.aten.view.default(clone, [10, 20])
        copy_ = torch.ops.fsdp.copy_.default(primals_2, view)
        permute: "f32[20, 10][1, 20]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        mm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(primals_1, permute)
        #> (root): cases.distributed_patterns._make_fake_fsdp_linear.<locals>.fw_post_hook
        resize_storage_bytes__1 = torch.ops.inductor.resize_storage_bytes_.default(primals_2, 0)
        return (mm, primals_1, primals_2)
