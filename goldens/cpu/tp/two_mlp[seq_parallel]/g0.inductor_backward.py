# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
cpp_fused_sum_threshold_backward_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_sum_1 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_7, wait_tensor, relu, wait_tensor_2, relu_1, permute_4, permute_8, primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (20, 10), (10, 1), 'input')
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 4, 'mesh_tp')
        assert_size_stride(buf0, (80, 10), (10, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_4], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf0)
        del tangents_1
        assert_size_stride(permute_4, (10, 4), (4, 1), 'input')
        buf3 = empty_strided_cpu((80, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mm], Original ATen: [aten.mm]
        extern_kernels.mm(buf0, permute_4, out=buf3)
        del permute_4
        assert_size_stride(relu_1, (80, 4), (4, 1), 'input')
        buf4 = empty_strided_cpu((10, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_5, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (10, 80), (1, 10), 0), relu_1, out=buf4)
        buf5 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        buf6 = relu_1; del relu_1  # reuse
        assert_size_stride(permute_8, (4, 10), (10, 1), 'input')
        cpp_fused_sum_threshold_backward_0(buf6, buf0, buf3, buf5)
        buf7 = buf0; del buf0  # reuse
        # Topologically Sorted Source Nodes: [mm_2], Original ATen: [aten.mm]
        extern_kernels.mm(buf6, permute_8, out=buf7)
        del permute_8
        assert_size_stride(wait_tensor_2, (80, 10), (10, 1), 'input')
        buf8 = empty_strided_cpu((4, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_9, mm_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (4, 80), (1, 4), 0), wait_tensor_2, out=buf8)
        del wait_tensor_2
        buf9 = empty_strided_cpu((1, 4), (4, 1), torch.float32)
        cpp_fused_sum_1(buf6, buf9)
        del buf6
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_1], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf10 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf7, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf10, (20, 10), (10, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf10, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf10)
        del buf7
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_3], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf13 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf10, 4, 'mesh_tp')
        assert_size_stride(buf13, (80, 10), (10, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf13, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_6], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf13)
        del buf10
        assert_size_stride(primals_7, (10, 4), (4, 1), 'input')
        buf16 = buf3; del buf3  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf13, primals_7, out=buf16)
        del primals_7
        assert_size_stride(relu, (80, 4), (4, 1), 'input')
        buf17 = empty_strided_cpu((10, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_13, mm_5], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (10, 80), (1, 10), 0), relu, out=buf17)
        buf18 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        buf19 = relu; del relu  # reuse
        assert_size_stride(wait_tensor, (80, 10), (10, 1), 'input')
        cpp_fused_sum_threshold_backward_0(buf19, buf13, buf16, buf18)
        del buf13
        del buf16
        buf20 = empty_strided_cpu((4, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, permute_16, mm_6], Original ATen: [aten.threshold_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf19, (4, 80), (1, 4), 0), wait_tensor, out=buf20)
        del wait_tensor
        buf21 = empty_strided_cpu((1, 4), (4, 1), torch.float32)
        cpp_fused_sum_1(buf19, buf21)
        return (None, None, buf20, primals_2, reinterpret_tensor(buf21, (4, ), (1, ), 0), primals_2, buf17, primals_2, reinterpret_tensor(buf18, (10, ), (1, ), 0), primals_2, buf8, primals_2, reinterpret_tensor(buf9, (4, ), (1, ), 0), primals_2, buf4, primals_2, reinterpret_tensor(buf5, (10, ), (1, ), 0), primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
