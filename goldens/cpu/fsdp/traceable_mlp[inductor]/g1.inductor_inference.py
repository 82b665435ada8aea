# fxgolden golden | case: fsdp/traceable_mlp[inductor] | artifact: g1.inductor_inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
cpp_fused_mm_sum_t_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp1 = float(tmp0 + tmp0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_mm_t_1 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_sum_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
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
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    auto tmp7 = at::vec::VecMask<float,1>(tmp6 <= tmp2);
                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp7.template cast<float,1>());
                    auto tmp10 = tmp5 + tmp9;
                    tmp10.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1 = args
        args.clear()
        assert_size_stride(arg2_1, (2, 16), (0, 0), 'input')
        buf0 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        buf2 = empty_strided_cpu((16, 2), (2, 1), torch.float32)
        assert_size_stride(arg0_1, (2, 16), (16, 1), 'input')
        cpp_fused_mm_sum_t_0(arg2_1, buf0, buf2)
        buf3 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [addmm_backward0], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf2, arg0_1, out=buf3)
        del arg0_1
        buf5 = reinterpret_tensor(buf2, (2, 16), (16, 1), 0); del buf2  # reuse
        assert_size_stride(arg1_1, (16, 16), (1, 16), 'input')
        cpp_fused_mm_t_1(arg2_1, buf5)
        del arg2_1
        buf6 = empty_strided_cpu((2, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [addmm_backward0], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf5, reinterpret_tensor(arg1_1, (16, 16), (16, 1), 0), out=buf6)
        del arg1_1
        assert_size_stride(arg5_1, (2, 16), (16, 1), 'input')
        buf7 = buf6; del buf6  # reuse
        buf8 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        assert_size_stride(arg6_1, (2, 16), (16, 1), 'input')
        cpp_fused_sum_threshold_backward_2(buf7, arg5_1, buf8)
        del arg5_1
        buf10 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [addmm_backward0_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf7, (16, 2), (1, 16), 0), arg6_1, out=buf10)
        del arg6_1
        assert_size_stride(arg7_1, (16, 16), (1, 16), 'input')
        buf12 = buf5; del buf5  # reuse
        # Topologically Sorted Source Nodes: [addmm_backward0_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf7, reinterpret_tensor(arg7_1, (16, 16), (16, 1), 0), out=buf12)
        del arg7_1
        del buf7
        assert_size_stride(arg10_1, (2, 16), (16, 1), 'input')
        buf13 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        buf15 = buf12; del buf12  # reuse
        assert_size_stride(arg11_1, (2, 16), (16, 1), 'input')
        cpp_fused_sum_threshold_backward_3(buf15, arg10_1, buf13)
        del arg10_1
        buf16 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [relu_backward0_1, addmm_backward0_2], Original ATen: [aten.threshold_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (16, 2), (1, 16), 0), arg11_1, out=buf16)
        del arg11_1
        return (reinterpret_tensor(buf0, (16, ), (1, ), 0), buf3, reinterpret_tensor(buf8, (16, ), (1, ), 0), buf10, reinterpret_tensor(buf13, (16, ), (1, ), 0), buf16, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
