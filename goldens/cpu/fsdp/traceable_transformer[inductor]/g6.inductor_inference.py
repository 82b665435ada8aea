# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g6.inductor_inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
cpp_fused_add_embedding_dense_backward_sum_view_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<int64_t>(7);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-8);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 8L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(tmp4 + tmp6);
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(8);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp21 = at::vec::Vectorized<float>(tmp19);
                        auto tmp22 = decltype(tmp18)::blendv(tmp21, tmp18, tmp20.template cast<float,1>());
                        auto tmp23 = x1 + 16L*tmp9;
                        auto tmp24 = c10::convert<int64_t>(tmp23);
                        auto tmp25 = at::vec::VectorizedN<int64_t,2>::arange(tmp24, 1);
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp25, tmp22);
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(256L + x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<int64_t>(15);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-16);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(tmp4 + tmp6);
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(16);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = static_cast<float>(0.0);
                        auto tmp22 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp23 = at::vec::Vectorized<float>(tmp21);
                        auto tmp24 = decltype(tmp20)::blendv(tmp23, tmp20, tmp22.template cast<float,1>());
                        auto tmp25 = x1 + 16L*tmp9;
                        auto tmp26 = c10::convert<int64_t>(tmp25);
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>::arange(tmp26, 1);
                        atomic_add_vec<float, 2, 1>(out_ptr2, tmp27, tmp24);
                    }
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        buf3 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        assert_size_stride(arg3_1, (2, 16), (16, 1), 'input')
        assert_size_stride(arg0_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg4_1, (8, 16), (16, 1), 'input')
        buf5 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        buf0 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        assert_size_stride(arg1_1, (16, ), (1, ), 'input')
        cpp_fused_add_embedding_dense_backward_sum_view_0(arg3_1, arg0_1, arg4_1, arg1_1, buf3, buf5, buf0)
        del arg0_1
        del arg1_1
        del arg3_1
        del arg4_1
        return (buf0, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
