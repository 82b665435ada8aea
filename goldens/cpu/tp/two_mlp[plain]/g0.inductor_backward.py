# fxgolden golden | case: tp/two_mlp[plain] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
cpp_fused_sum_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(80L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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

cpp_fused_sum_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
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

cpp_fused_sum_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(80L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L));
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
        primals_1, primals_7, relu, wait_tensor, relu_1, permute_4, permute_8, primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (20, 10), (10, 1), 'input')
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(relu_1, (20, 4), (4, 1), 'input')
        cpp_fused_sum_0(tangents_1, buf2)
        buf1 = empty_strided_cpu((10, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_5, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 20), (1, 10), 0), relu_1, out=buf1)
        assert_size_stride(permute_4, (10, 4), (4, 1), 'input')
        buf0 = empty_strided_cpu((20, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mm], Original ATen: [aten.mm]
        extern_kernels.mm(tangents_1, permute_4, out=buf0)
        del permute_4
        del tangents_1
        buf3 = relu_1; del relu_1  # reuse
        assert_size_stride(wait_tensor, (20, 10), (10, 1), 'input')
        cpp_fused_threshold_backward_1(buf3, buf0)
        buf5 = empty_strided_cpu((4, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_9, mm_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (4, 20), (1, 4), 0), wait_tensor, out=buf5)
        del wait_tensor
        buf6 = empty_strided_cpu((1, 4), (4, 1), torch.float32)
        assert_size_stride(permute_8, (4, 10), (10, 1), 'input')
        cpp_fused_sum_2(buf3, buf6)
        buf4 = empty_strided_cpu((20, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mm_2], Original ATen: [aten.mm]
        extern_kernels.mm(buf3, permute_8, out=buf4)
        del buf3
        del permute_8
        # Topologically Sorted Source Nodes: [all_reduce_2], Original ATen: [_c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(buf4, 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [wait_tensor_2], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf4)
        buf13 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(relu, (20, 4), (4, 1), 'input')
        cpp_fused_sum_0(buf4, buf13)
        buf12 = empty_strided_cpu((10, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_13, mm_5], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (10, 20), (1, 10), 0), relu, out=buf12)
        assert_size_stride(primals_7, (10, 4), (4, 1), 'input')
        buf11 = buf0; del buf0  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf4, primals_7, out=buf11)
        del buf4
        del primals_7
        buf14 = relu; del relu  # reuse
        buf16 = empty_strided_cpu((1, 4), (4, 1), torch.float32)
        assert_size_stride(primals_1, (20, 10), (10, 1), 'input')
        cpp_fused_sum_threshold_backward_3(buf14, buf11, buf16)
        del buf11
        buf15 = empty_strided_cpu((4, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, permute_16, mm_6], Original ATen: [aten.threshold_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (4, 20), (1, 4), 0), primals_1, out=buf15)
        del buf14
        del primals_1
        return (None, None, buf15, primals_2, reinterpret_tensor(buf16, (4, ), (1, ), 0), primals_2, buf12, primals_2, reinterpret_tensor(buf13, (10, ), (1, ), 0), primals_2, buf5, primals_2, reinterpret_tensor(buf6, (4, ), (1, ), 0), primals_2, buf1, primals_2, reinterpret_tensor(buf2, (10, ), (1, ), 0), primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
