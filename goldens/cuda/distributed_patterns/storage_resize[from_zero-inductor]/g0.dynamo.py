# fxgolden golden | case: distributed_patterns/storage_resize[from_zero-inductor] | artifact: g0.dynamo | normalizer: 6 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10][1]cuda:0", L_out_: "f32[10][1]cuda:0"):
        l_x_ = L_x_
        l_out_ = L_out_
        y: "f32[10][1]cuda:0" = torch.sin(l_x_);  l_x_ = None
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_(l_out_, 40);  resize_storage_bytes_ = None
        cos: "f32[10][1]cuda:0" = y.cos();  y = None
        copy_: "f32[10][1]cuda:0" = l_out_.copy_(cos);  l_out_ = cos = copy_ = None
        return ()
