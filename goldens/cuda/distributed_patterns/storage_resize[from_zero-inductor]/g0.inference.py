# fxgolden golden | case: distributed_patterns/storage_resize[from_zero-inductor] | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cuda
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10][1]cuda:0", arg1_1: "f32[10][1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        sin: "f32[10][1]cuda:0" = torch.ops.aten.sin.default(arg0_1)
        #> (no module): cases.distributed_patterns.storage_resize.<locals>.regrow
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_.default(arg1_1, 40)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        cos: "f32[10][1]cuda:0" = torch.ops.aten.cos.default(sin)
        copy_: "f32[10][1]cuda:0" = torch.ops.aten.copy_.default(arg1_1, cos)
        return ()
