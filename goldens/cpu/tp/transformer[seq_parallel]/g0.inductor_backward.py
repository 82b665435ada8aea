# fxgolden golden | case: tp/transformer[seq_parallel] | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
cpp_fused_clone_split_view_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2L + x1 + 8L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_split_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_native_layer_norm_backward_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp15 * tmp14;
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                    }
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    auto tmp5 = tmp3 * tmp4;
                    auto tmp6 = tmp2 + tmp5;
                    auto tmp9 = tmp7 * tmp8;
                    auto tmp10 = tmp6 + tmp9;
                    auto tmp13 = tmp11 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp15 = tmp0 + tmp3;
                    auto tmp16 = tmp15 + tmp7;
                    auto tmp17 = tmp16 + tmp11;
                    tmp14.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp17.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_split_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_gelu_gelu_backward_sum_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(0.7071067811865476);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 * tmp3;
                    auto tmp5 = tmp4.erf();
                    auto tmp6 = static_cast<float>(1.0);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 + tmp7;
                    auto tmp9 = static_cast<float>(0.5);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp12 = tmp1 * tmp1;
                    auto tmp13 = static_cast<float>(-0.5);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp15.exp();
                    auto tmp17 = static_cast<float>(0.3989422804014327);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp1 * tmp19;
                    auto tmp21 = tmp11 + tmp20;
                    auto tmp22 = tmp0 * tmp21;
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_gelu_gelu_backward_split_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(32L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_native_layer_norm_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(16.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    auto tmp5 = tmp3 * tmp4;
                    auto tmp6 = tmp2 + tmp5;
                    auto tmp9 = tmp7 * tmp8;
                    auto tmp10 = tmp6 + tmp9;
                    auto tmp13 = tmp11 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp15 = tmp0 + tmp3;
                    auto tmp16 = tmp15 + tmp7;
                    auto tmp17 = tmp16 + tmp11;
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp17.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_cat_split_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(32L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(96L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_all_gather_into_tensor_native_layer_norm_backward_sum_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(16.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    auto tmp5 = tmp3 * tmp4;
                    auto tmp6 = tmp2 + tmp5;
                    auto tmp9 = tmp7 * tmp8;
                    auto tmp10 = tmp6 + tmp9;
                    auto tmp13 = tmp11 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp15 = tmp0 + tmp3;
                    auto tmp16 = tmp15 + tmp7;
                    auto tmp17 = tmp16 + tmp11;
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp17.store(out_ptr3 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_embedding_dense_backward_9 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_embedding_dense_backward_split_10 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
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
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
                        atomic_add_vec<float, 2, 1>(out_ptr4, tmp25, tmp22);
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
        primals_1, primals_3, primals_7, primals_11, primals_13, primals_15, primals_17, primals_19, primals_31, iota, mul, view_5, permute_3, permute_4, permute_5, getitem_26, getitem_27, mul_2, view_23, addmm, view_27, mul_7, view_31, div_1, permute_15, permute_19, div_2, div_3, primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 8, 8), (64, 8, 1), 'input')
        buf0 = empty_strided_cpu((16, 2), (2, 1), torch.float32)
        assert_size_stride(primals_3, (2, 16), (16, 1), 'input')
        cpp_fused_clone_split_view_0(tangents_1, buf0)
        del tangents_1
        buf1 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_6, permute_13, mm_6], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf0, primals_3, out=buf1)
        del primals_3
        buf6 = empty_strided_cpu((8, 2, 16), (32, 16, 1), torch.float32)
        buf2 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 0)  # alias
        buf3 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 64)  # alias
        buf4 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 128)  # alias
        buf5 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 192)  # alias
        cpp_fused_cat_split_view_1(buf1, buf2, buf3, buf4, buf5)
        del buf1
        del buf2
        del buf3
        del buf4
        del buf5
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_4], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf7 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf6, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf7, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf7, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_8], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf7)
        assert_size_stride(primals_31, (16, ), (1, ), 'input')
        assert_size_stride(mul_7, (2, 2, 16), (32, 16, 1), 'input')
        assert_size_stride(div_1, (2, 2, 1), (2, 1, 1), 'input')
        buf10 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf11 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf12 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        buf13 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf14 = empty_strided_cpu((16, ), (1, ), torch.float32)
        cpp_fused_native_layer_norm_backward_2(buf7, primals_31, mul_7, div_1, buf10, buf11, buf12, buf13, buf14)
        del buf10
        del buf11
        del buf7
        del div_1
        del mul_7
        del primals_31
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_4], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf15 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf12, 4, 'mesh_tp')
        assert_size_stride(buf15, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf15, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_9], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf15)
        buf22 = reinterpret_tensor(buf6, (2, 8, 16), (128, 16, 1), 0); del buf6  # reuse
        buf18 = reinterpret_tensor(buf22, (2, 2, 16), (128, 16, 1), 0)  # alias
        buf19 = reinterpret_tensor(buf22, (2, 2, 16), (128, 16, 1), 32)  # alias
        buf20 = reinterpret_tensor(buf22, (2, 2, 16), (128, 16, 1), 64)  # alias
        buf21 = reinterpret_tensor(buf22, (2, 2, 16), (128, 16, 1), 96)  # alias
        assert_size_stride(permute_15, (16, 16), (16, 1), 'input')
        cpp_fused_cat_split_3(buf15, buf18, buf19, buf20, buf21)
        del buf18
        del buf19
        del buf20
        del buf21
        buf23 = reinterpret_tensor(buf15, (16, 16), (16, 1), 0); del buf15  # reuse
        # Topologically Sorted Source Nodes: [view_38, mm_7], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (16, 16), (16, 1), 0), permute_15, out=buf23)
        del permute_15
        assert_size_stride(view_27, (16, 16), (16, 1), 'input')
        buf24 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_38, permute_16, mm_8], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (16, 16), (1, 16), 0), view_27, out=buf24)
        del view_27
        buf25 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        assert_size_stride(addmm, (16, 16), (16, 1), 'input')
        buf26 = reinterpret_tensor(buf23, (2, 8, 16), (128, 16, 1), 0); del buf23  # reuse
        assert_size_stride(permute_19, (16, 16), (16, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_4(buf26, buf22, addmm, buf25)
        del addmm
        buf27 = reinterpret_tensor(buf22, (16, 16), (16, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22, view_42, mm_9], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (16, 16), (16, 1), 0), permute_19, out=buf27)
        del permute_19
        assert_size_stride(view_23, (16, 16), (16, 1), 'input')
        buf28 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_40, linear_4, input_tensor_3, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_11, mul_22, view_42, permute_20, mm_10], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (16, 16), (1, 16), 0), view_23, out=buf28)
        del view_23
        buf29 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        buf34 = empty_strided_cpu((8, 2, 16), (32, 16, 1), torch.float32)
        buf30 = reinterpret_tensor(buf34, (2, 2, 16), (32, 16, 1), 0)  # alias
        buf31 = reinterpret_tensor(buf34, (2, 2, 16), (32, 16, 1), 64)  # alias
        buf32 = reinterpret_tensor(buf34, (2, 2, 16), (32, 16, 1), 128)  # alias
        buf33 = reinterpret_tensor(buf34, (2, 2, 16), (32, 16, 1), 192)  # alias
        cpp_fused_cat_gelu_gelu_backward_split_sum_view_5(buf26, buf27, buf29, buf30, buf31, buf32, buf33)
        del buf26
        del buf30
        del buf31
        del buf32
        del buf33
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_5], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf35 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf34, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf35, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf35, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_10], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf35)
        assert_size_stride(primals_19, (16, ), (1, ), 'input')
        assert_size_stride(mul_2, (2, 2, 16), (32, 16, 1), 'input')
        assert_size_stride(div_2, (2, 2, 1), (2, 1, 1), 'input')
        buf38 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf39 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf42 = buf12; del buf12  # reuse
        buf40 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((16, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_6(buf42, buf35, primals_19, mul_2, div_2, buf38, buf39, buf40, buf41)
        del div_2
        del mul_2
        del primals_19
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_5], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf43 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf42, 4, 'mesh_tp')
        assert_size_stride(buf43, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf43, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_11], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf43)
        buf50 = reinterpret_tensor(buf34, (2, 8, 16), (128, 16, 1), 0); del buf34  # reuse
        buf46 = reinterpret_tensor(buf50, (2, 2, 16), (128, 16, 1), 0)  # alias
        buf47 = reinterpret_tensor(buf50, (2, 2, 16), (128, 16, 1), 32)  # alias
        buf48 = reinterpret_tensor(buf50, (2, 2, 16), (128, 16, 1), 64)  # alias
        buf49 = reinterpret_tensor(buf50, (2, 2, 16), (128, 16, 1), 96)  # alias
        assert_size_stride(getitem_26, (2, 1, 8, 4), (32, 4, 4, 1), 'input')
        cpp_fused_cat_split_3(buf43, buf46, buf47, buf48, buf49)
        del buf46
        del buf47
        del buf48
        del buf49
        buf51 = reinterpret_tensor(buf35, (16, 4), (4, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [view_46, permute_23, transpose_3, out_1, linear_3, mm_11], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (16, 16), (1, 16), 0), reinterpret_tensor(getitem_26, (16, 4), (4, 1), 0), out=buf51)
        assert_size_stride(primals_17, (16, 4), (4, 1), 'input')
        buf52 = empty_strided_cpu((16, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_46, linear_3, permute_25, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (16, 16), (16, 1), 0), primals_17, out=buf52)
        del primals_17
        assert_size_stride(permute_3, (2, 1, 8, 4), (32, 4, 4, 1), 'input')
        assert_size_stride(permute_4, (2, 1, 8, 4), (32, 4, 4, 1), 'input')
        assert_size_stride(permute_5, (2, 1, 8, 4), (32, 4, 4, 1), 'input')
        assert_size_stride(getitem_27, (2, 1, 8), (8, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [view_47, view_48, permute_27, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf53 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf52, (2, 1, 8, 4), (32, 4, 4, 1), 0), permute_3, permute_4, permute_5, getitem_26, getitem_27, 0.0, True)
        del getitem_26
        del getitem_27
        del permute_3
        del permute_4
        del permute_5
        buf54 = buf53[0]
        assert_size_stride(buf54, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf54 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf55 = buf53[1]
        assert_size_stride(buf55, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf55 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf56 = buf53[2]
        assert_size_stride(buf56, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf56 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf53
        assert_size_stride(view_5, (16, 16), (16, 1), 'input')
        buf57 = reinterpret_tensor(buf52, (4, 16), (16, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [permute_28, view_49, view_53, permute_31, mm_13], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (4, 16), (1, 4), 0), view_5, out=buf57)
        assert_size_stride(primals_15, (4, 16), (16, 1), 'input')
        buf58 = reinterpret_tensor(buf50, (16, 16), (16, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [permute_28, view_49, view_53, linear_2, permute_33, mm_14], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (16, 4), (4, 1), 0), primals_15, out=buf58)
        del buf56
        del primals_15
        buf59 = empty_strided_cpu((4, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_29, view_50, view_56, permute_35, mm_15], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (4, 16), (1, 4), 0), view_5, out=buf59)
        assert_size_stride(primals_13, (4, 16), (16, 1), 'input')
        buf60 = reinterpret_tensor(buf43, (16, 16), (16, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [permute_29, view_50, view_56, linear_1, permute_37, mm_16], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (16, 4), (4, 1), 0), primals_13, out=buf60)
        del buf55
        del primals_13
        buf61 = empty_strided_cpu((4, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_30, view_51, view_59, permute_39, mm_17], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf54, (4, 16), (1, 4), 0), view_5, out=buf61)
        del view_5
        assert_size_stride(primals_11, (4, 16), (16, 1), 'input')
        buf62 = buf27; del buf27  # reuse
        # Topologically Sorted Source Nodes: [permute_30, view_51, view_59, linear, permute_41, mm_18], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf54, (16, 4), (4, 1), 0), primals_11, out=buf62)
        del buf54
        del primals_11
        buf67 = empty_strided_cpu((8, 2, 16), (32, 16, 1), torch.float32)
        buf63 = reinterpret_tensor(buf67, (2, 2, 16), (32, 16, 1), 0)  # alias
        buf64 = reinterpret_tensor(buf67, (2, 2, 16), (32, 16, 1), 64)  # alias
        buf65 = reinterpret_tensor(buf67, (2, 2, 16), (32, 16, 1), 128)  # alias
        buf66 = reinterpret_tensor(buf67, (2, 2, 16), (32, 16, 1), 192)  # alias
        cpp_fused_add_cat_split_view_7(buf58, buf60, buf62, buf63, buf64, buf65, buf66)
        del buf58
        del buf60
        del buf63
        del buf64
        del buf65
        del buf66
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_6], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf68 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf67, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf68, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf68, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_12], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf68)
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        assert_size_stride(mul, (2, 2, 16), (32, 16, 1), 'input')
        assert_size_stride(div_3, (2, 2, 1), (2, 1, 1), 'input')
        buf71 = buf39; del buf39  # reuse
        buf72 = buf38; del buf38  # reuse
        buf75 = buf42; del buf42  # reuse
        buf73 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf74 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf76 = empty_strided_cpu((2, 16), (16, 1), torch.float32)
        cpp_fused_add_all_gather_into_tensor_native_layer_norm_backward_sum_view_8(buf75, buf68, primals_7, mul, div_3, buf71, buf72, buf73, buf74, buf76)
        del buf68
        del buf71
        del buf72
        del div_3
        del mul
        del primals_7
        # Topologically Sorted Source Nodes: [sum_15, view_61, all_gather_into_tensor_6], Original ATen: [aten.sum, aten.view, _c10d_functional.all_gather_into_tensor]
        buf77 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf76, 4, 'mesh_tp')
        assert_size_stride(buf77, (8, 16), (16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf77, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_13], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf77)
        buf80 = reinterpret_tensor(buf67, (16, 16), (16, 1), 0); del buf67  # reuse
        assert_size_stride(iota, (8, ), (1, ), 'input')
        cpp_fused_embedding_dense_backward_9(iota, buf77, buf80)
        del iota
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_7], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf82 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf75, 4, 'mesh_tp')
        assert_size_stride(buf82, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf82, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_14], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf82)
        del buf75
        buf89 = reinterpret_tensor(buf62, (2, 8, 16), (128, 16, 1), 0); del buf62  # reuse
        buf85 = reinterpret_tensor(buf89, (2, 2, 16), (128, 16, 1), 0)  # alias
        buf86 = reinterpret_tensor(buf89, (2, 2, 16), (128, 16, 1), 32)  # alias
        buf87 = reinterpret_tensor(buf89, (2, 2, 16), (128, 16, 1), 64)  # alias
        buf88 = reinterpret_tensor(buf89, (2, 2, 16), (128, 16, 1), 96)  # alias
        buf90 = buf77; del buf77  # reuse
        assert_size_stride(primals_1, (2, 8), (8, 1), 'input')
        assert_size_stride(view_31, (16, 16), (16, 1), 'input')
        cpp_fused_cat_embedding_dense_backward_split_10(buf82, primals_1, buf89, buf85, buf86, buf87, buf88, buf90)
        del buf82
        del buf85
        del buf86
        del buf87
        del buf88
        del buf89
        del primals_1
        buf92 = buf76; del buf76  # reuse
        # Topologically Sorted Source Nodes: [permute_11, split_18, addmm_default], Original ATen: [aten.t, aten.split, aten.add]
        extern_kernels.addmm(reinterpret_tensor(buf90, (2, 16), (16, 1), 32), reinterpret_tensor(buf0, (2, 16), (1, 2), 0), view_31, alpha=1, beta=1, out=buf92)
        del buf0
        del buf90
        del view_31
        return (None, None, buf92, primals_2, buf80, primals_2, buf73, primals_2, buf74, primals_2, buf61, primals_2, buf59, primals_2, buf57, primals_2, buf51, primals_2, buf40, primals_2, buf41, primals_2, buf28, primals_2, reinterpret_tensor(buf29, (16, ), (1, ), 0), primals_2, buf24, primals_2, reinterpret_tensor(buf25, (16, ), (1, ), 0), primals_2, buf13, primals_2, buf14, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
