# fxgolden golden | case: distributed_patterns/module_backward_hooks_multi_layers | artifact: g2.inductor_inference | normalizer: 7 | world: none rank 0/1 cpu
cpp_fused_copy__0 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr10)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                    auto tmp1 = static_cast<float>(1.2);
                    auto tmp2 = float(tmp0 + tmp1);
                    auto tmp3 = std::sin(tmp2);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    tmp4.store(out_ptr8 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(20L)))
                {
                    auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                    auto tmp1 = static_cast<float>(1.2);
                    auto tmp2 = float(tmp0 + tmp1);
                    auto tmp3 = std::sin(tmp2);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    tmp4.store(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(8));
                    auto tmp3 = tmp1 + tmp2;
                    auto tmp4 = tmp0 + tmp3;
                    tmp4.store(out_ptr10 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(2L));
                    auto tmp3 = tmp1 + tmp2;
                    auto tmp4 = tmp0 + tmp3;
                    tmp4.store(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__1 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(3.4);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 + tmp2;
                    auto tmp4 = tmp3.sin();
                    auto tmp5 = static_cast<float>(1.2);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.sin();
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(20L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(3.4);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 + tmp2;
                    auto tmp4 = tmp3.sin();
                    auto tmp5 = static_cast<float>(1.2);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.sin();
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(8));
                    auto tmp3 = tmp1 + tmp2;
                    auto tmp4 = tmp0 + tmp3;
                    tmp4.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(2L));
                    auto tmp3 = tmp1 + tmp2;
                    auto tmp4 = tmp0 + tmp3;
                    tmp4.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3.4);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 + tmp3;
                    auto tmp5 = tmp4.sin();
                    auto tmp6 = tmp0 + tmp5;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(20L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = static_cast<float>(3.4);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 + tmp3;
                    auto tmp5 = tmp4.sin();
                    auto tmp6 = tmp0 + tmp5;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(100L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(96L) && x0 < static_cast<int64_t>(100L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1 = args
        args.clear()
        assert_size_stride(arg16_1, (), (), 'input')
        assert_size_stride(arg17_1, (), (), 'input')
        assert_size_stride(arg18_1, (), (), 'input')
        assert_size_stride(arg19_1, (), (), 'input')
        assert_size_stride(arg0_1, (), (), 'input')
        buf1 = empty_strided_cpu((2, 10), (10, 1), torch.float32)
        assert_size_stride(arg6_1, (10, ), (1, ), 'input')
        assert_size_stride(arg3_1, (10, 10), (10, 1), 'input')
        cpp_fused_copy__0(arg16_1, arg17_1, arg18_1, arg19_1, arg0_1, arg6_1, arg16_1, arg17_1, arg18_1, arg19_1, buf1, arg6_1)
        del arg0_1
        del arg16_1
        del arg17_1
        del arg18_1
        del arg19_1
        buf3 = empty_strided_cpu((2, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(buf1, arg3_1, out=buf3)
        del arg3_1
        buf4 = buf3; del buf3  # reuse
        assert_size_stride(arg9_1, (10, ), (1, ), 'input')
        assert_size_stride(arg2_1, (10, 10), (10, 1), 'input')
        cpp_fused_copy__1(buf4, arg9_1, arg9_1)
        buf6 = empty_strided_cpu((2, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(buf4, arg2_1, out=buf6)
        del arg2_1
        assert_size_stride(arg11_1, (2, 10), (10, 1), 'input')
        buf13 = buf6; del buf6  # reuse
        assert_size_stride(arg7_1, (10, 10), (10, 1), 'input')
        assert_size_stride(arg4_1, (2, 10), (10, 1), 'input')
        cpp_fused_copy__2(buf13, arg11_1, arg11_1)
        del buf13
        buf2 = empty_strided_cpu((10, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg7_1, reinterpret_tensor(buf1, (10, 2), (1, 10), 0), arg4_1, alpha=1, beta=1, out=buf2)
        del arg4_1
        del buf1
        assert_size_stride(arg10_1, (10, 10), (10, 1), 'input')
        assert_size_stride(arg1_1, (2, 10), (10, 1), 'input')
        cpp_fused_copy__3(buf2, arg7_1)
        buf5 = buf2; del buf2  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg10_1, reinterpret_tensor(buf4, (10, 2), (1, 10), 0), arg1_1, alpha=1, beta=1, out=buf5)
        del arg1_1
        del buf4
        cpp_fused_copy__3(buf5, arg10_1)
        return (arg11_1, arg10_1, arg7_1, arg6_1, arg9_1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
