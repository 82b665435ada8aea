# fxgolden golden | case: tp/transformer[seq_parallel] | artifact: g0.inductor_forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
cpp_fused_bitwise_or_cat_embedding_ge_index_put_lift_fresh_lt_split_sub_0 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(4);
                        auto tmp3 = tmp1 < tmp2;
                        auto tmp4 = static_cast<int64_t>(8);
                        auto tmp5 = tmp1 >= tmp4;
                        auto tmp6 = decltype(tmp3)(tmp3 | tmp5);
                        auto tmp7 = static_cast<int64_t>(0);
                        auto tmp8 = (-4L) + x0;
                        auto tmp9 = c10::convert<int64_t>(tmp8);
                        auto tmp10 = tmp6 ? tmp7 : tmp9;
                        auto tmp11 = tmp10;
                        auto tmp12 = c10::convert<int64_t>(tmp11);
                        TORCH_CHECK(0 <= tmp12, "index out of bounds: 0 <= tmp12");
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*tmp10), static_cast<int64_t>(8));
                        auto tmp15 = static_cast<float>(0.0);
                        auto tmp16 = at::vec::VecMask<float,1>::from(tmp6);
                        auto tmp17 = at::vec::Vectorized<float>(tmp15);
                        auto tmp18 = decltype(tmp17)::blendv(tmp14, tmp17, tmp16.template cast<float,1>());
                        tmp18.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<int64_t>(2);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>(tmp1);
                    auto tmp3 = at::vec::VecMask<int64_t,2>(tmp0 < tmp2);
                    auto tmp4 = static_cast<int64_t>(4);
                    auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                    auto tmp6 = at::vec::VecMask<int64_t,2>(tmp0 >= tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 | tmp8;
                    auto tmp10 = tmp0 - tmp2;
                    auto tmp11 = static_cast<int64_t>(0);
                    auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                    auto tmp13 = decltype(tmp12)::blendv(tmp10, tmp12, tmp9.template cast<int64_t,2>());
                    tmp13.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<int64_t>(2);
                        auto tmp2 = tmp0 < tmp1;
                        auto tmp3 = static_cast<int64_t>(4);
                        auto tmp4 = tmp0 >= tmp3;
                        auto tmp5 = decltype(tmp2)(tmp2 | tmp4);
                        auto tmp7 = tmp6;
                        auto tmp8 = c10::convert<int64_t>(tmp7);
                        TORCH_CHECK((0 <= tmp8) & (tmp8 < 2L), "index out of bounds: 0 <= tmp8 < 2L");
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*tmp6), static_cast<int64_t>(8));
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::VecMask<float,1>::from(tmp5);
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = decltype(tmp13)::blendv(tmp10, tmp13, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(32L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 32L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 32L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(96L + x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_all_gather_into_tensor_native_layer_norm_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 2L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 2L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 2L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(16.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            tmp13.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_split_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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

cpp_fused__unsafe_view_cat_split_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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

cpp_fused_add_all_gather_into_tensor_native_layer_norm_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 2L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 2L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 2L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(16.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_div_split_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(4.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L + x1 + 32L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(128L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_gelu_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_all_gather_into_tensor_arange_native_layer_norm_native_layer_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       int64_t* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 2L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 2L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 2L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(16.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_split_8 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 2L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 2L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x1 + 2L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(2L));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34 = args
        args.clear()
        assert_size_stride(primals_5, (4, 16), (16, 1), 'input')
        buf12 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        assert_size_stride(primals_1, (2, 8), (8, 1), 'input')
        assert_size_stride(primals_3, (2, 16), (16, 1), 'input')
        buf0 = empty_strided_cpu((2, 8), (8, 1), torch.int64)
        buf1 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        buf6 = empty_strided_cpu((8, 2, 16), (32, 16, 1), torch.float32)
        buf2 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 0)  # alias
        buf3 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 64)  # alias
        buf4 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 128)  # alias
        buf5 = reinterpret_tensor(buf6, (2, 2, 16), (32, 16, 1), 192)  # alias
        cpp_fused_bitwise_or_cat_embedding_ge_index_put_lift_fresh_lt_split_sub_0(primals_5, primals_1, primals_3, buf12, buf0, buf1, buf2, buf3, buf4, buf5)
        del buf0
        del buf2
        del buf3
        del buf4
        del buf5
        del primals_5
        # Topologically Sorted Source Nodes: [outputs], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf7 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf6, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf7, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf7, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf7)
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf13 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf12, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf13, (2, 16), (16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf13, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf13)
        del buf12
        buf16 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf17 = buf16; del buf16  # reuse
        buf18 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf19 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        assert_size_stride(primals_9, (16, ), (1, ), 'input')
        buf20 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        cpp_fused_add_all_gather_into_tensor_native_layer_norm_1(buf17, buf7, buf13, primals_7, primals_9, buf18, buf19, buf20)
        del primals_9
        # Topologically Sorted Source Nodes: [hook_result_2, dt_inp], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
        buf21 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf20, 4, 'mesh_tp')
        assert_size_stride(buf21, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf21, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [dt_inp], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf21)
        buf28 = reinterpret_tensor(buf6, (2, 8, 16), (128, 16, 1), 0); del buf6  # reuse
        buf24 = reinterpret_tensor(buf28, (2, 2, 16), (128, 16, 1), 0)  # alias
        buf25 = reinterpret_tensor(buf28, (2, 2, 16), (128, 16, 1), 32)  # alias
        buf26 = reinterpret_tensor(buf28, (2, 2, 16), (128, 16, 1), 64)  # alias
        buf27 = reinterpret_tensor(buf28, (2, 2, 16), (128, 16, 1), 96)  # alias
        assert_size_stride(primals_11, (4, 16), (16, 1), 'input')
        cpp_fused_cat_split_2(buf21, buf24, buf25, buf26, buf27)
        buf29 = reinterpret_tensor(buf20, (16, 4), (4, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf28, (16, 16), (16, 1), 0), reinterpret_tensor(primals_11, (16, 4), (1, 16), 0), out=buf29)
        assert_size_stride(primals_13, (4, 16), (16, 1), 'input')
        buf30 = empty_strided_cpu((16, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, linear_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf28, (16, 16), (16, 1), 0), reinterpret_tensor(primals_13, (16, 4), (1, 16), 0), out=buf30)
        assert_size_stride(primals_15, (4, 16), (16, 1), 'input')
        buf31 = empty_strided_cpu((16, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, linear_2], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf28, (16, 16), (16, 1), 0), reinterpret_tensor(primals_15, (16, 4), (1, 16), 0), out=buf31)
        # Topologically Sorted Source Nodes: [linear, linear_1, linear_2, view, q, view_1, k, view_2, v, out], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf32 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf29, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf30, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf31, (2, 1, 8, 4), (32, 4, 4, 1), 0), 0.0, True)
        buf33 = buf32[0]
        assert_size_stride(buf33, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf34 = buf32[1]
        assert_size_stride(buf34, (2, 1, 8), (8, 1, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf32
        assert_size_stride(primals_17, (16, 4), (4, 1), 'input')
        buf35 = reinterpret_tensor(buf21, (16, 16), (16, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, out_1, linear_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (16, 4), (4, 1), 0), reinterpret_tensor(primals_17, (4, 16), (1, 4), 0), out=buf35)
        buf40 = reinterpret_tensor(buf1, (8, 2, 16), (32, 16, 1), 0); del buf1  # reuse
        buf36 = reinterpret_tensor(buf40, (2, 2, 16), (32, 16, 1), 0)  # alias
        buf37 = reinterpret_tensor(buf40, (2, 2, 16), (32, 16, 1), 64)  # alias
        buf38 = reinterpret_tensor(buf40, (2, 2, 16), (32, 16, 1), 128)  # alias
        buf39 = reinterpret_tensor(buf40, (2, 2, 16), (32, 16, 1), 192)  # alias
        cpp_fused__unsafe_view_cat_split_3(buf35, buf36, buf37, buf38, buf39)
        del buf36
        del buf37
        del buf38
        del buf39
        # Topologically Sorted Source Nodes: [outputs_5], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf41 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf40, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf41, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf41, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_5], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf41)
        buf44 = buf17; del buf17  # reuse
        buf45 = buf44; del buf44  # reuse
        buf46 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf47 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        assert_size_stride(primals_19, (16, ), (1, ), 'input')
        assert_size_stride(primals_21, (16, ), (1, ), 'input')
        buf48 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        cpp_fused_add_all_gather_into_tensor_native_layer_norm_4(buf45, buf7, buf13, buf41, primals_19, primals_21, buf46, buf47, buf48)
        del buf45
        del primals_21
        # Topologically Sorted Source Nodes: [hook_result_7, dt_inp_1], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
        buf49 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf48, 4, 'mesh_tp')
        assert_size_stride(buf49, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf49, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [dt_inp_1], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf49)
        del buf48
        assert_size_stride(primals_29, (16, ), (1, ), 'input')
        buf59 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf56 = reinterpret_tensor(buf40, (2, 8, 16), (128, 16, 1), 0); del buf40  # reuse
        buf52 = reinterpret_tensor(buf56, (2, 2, 16), (128, 16, 1), 0)  # alias
        buf53 = reinterpret_tensor(buf56, (2, 2, 16), (128, 16, 1), 32)  # alias
        buf54 = reinterpret_tensor(buf56, (2, 2, 16), (128, 16, 1), 64)  # alias
        buf55 = reinterpret_tensor(buf56, (2, 2, 16), (128, 16, 1), 96)  # alias
        assert_size_stride(primals_25, (16, ), (1, ), 'input')
        assert_size_stride(primals_23, (16, 16), (16, 1), 'input')
        cpp_fused_cat_div_split_5(primals_29, buf49, buf59, buf52, buf53, buf54, buf55)
        del primals_29
        buf57 = reinterpret_tensor(buf49, (16, 16), (16, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_25, reinterpret_tensor(buf56, (16, 16), (16, 1), 0), reinterpret_tensor(primals_23, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf57)
        del primals_25
        buf58 = reinterpret_tensor(buf35, (2, 8, 16), (128, 16, 1), 0); del buf35  # reuse
        assert_size_stride(primals_27, (16, 16), (16, 1), 'input')
        cpp_fused_gelu_view_6(buf57, buf58)
        buf60 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, input_tensor_3, linear_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.div, aten.addmm]
        extern_kernels.addmm(buf59, reinterpret_tensor(buf58, (16, 16), (16, 1), 0), reinterpret_tensor(primals_27, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf60)
        del buf59
        buf65 = empty_strided_cpu((8, 2, 16), (32, 16, 1), torch.float32)
        buf61 = reinterpret_tensor(buf65, (2, 2, 16), (32, 16, 1), 0)  # alias
        buf62 = reinterpret_tensor(buf65, (2, 2, 16), (32, 16, 1), 64)  # alias
        buf63 = reinterpret_tensor(buf65, (2, 2, 16), (32, 16, 1), 128)  # alias
        buf64 = reinterpret_tensor(buf65, (2, 2, 16), (32, 16, 1), 192)  # alias
        cpp_fused__unsafe_view_cat_split_3(buf60, buf61, buf62, buf63, buf64)
        del buf60
        del buf61
        del buf62
        del buf63
        del buf64
        # Topologically Sorted Source Nodes: [outputs_7], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf66 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf65, 'sum', 4, 'mesh_tp')
        assert_size_stride(buf66, (2, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf66, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_7], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf66)
        buf69 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf70 = buf69; del buf69  # reuse
        buf71 = empty_strided_cpu((2, 2, 1), (2, 1, 4), torch.float32)
        buf72 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        buf91 = reinterpret_tensor(buf71, (2, 2, 1), (2, 1, 1), 0); del buf71  # reuse
        buf92 = reinterpret_tensor(buf46, (2, 2, 1), (2, 1, 1), 0); del buf46  # reuse
        buf93 = reinterpret_tensor(buf18, (2, 2, 1), (2, 1, 1), 0); del buf18  # reuse
        buf10 = empty_strided_cpu((8, ), (1, ), torch.int64)
        assert_size_stride(primals_31, (16, ), (1, ), 'input')
        assert_size_stride(primals_33, (16, ), (1, ), 'input')
        buf73 = empty_strided_cpu((2, 2, 16), (32, 16, 1), torch.float32)
        cpp_fused_add_all_gather_into_tensor_arange_native_layer_norm_native_layer_norm_backward_7(buf70, buf91, buf92, buf93, buf7, buf13, buf41, buf66, primals_31, primals_33, buf72, buf10, buf73)
        del buf13
        del buf41
        del buf66
        del buf7
        del buf70
        del primals_33
        # Topologically Sorted Source Nodes: [hook_result_10, input_tensor_5], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
        buf74 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf73, 4, 'mesh_tp')
        assert_size_stride(buf74, (8, 2, 16), (32, 16, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf74, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [input_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf74)
        del buf73
        buf81 = reinterpret_tensor(buf65, (2, 8, 16), (128, 16, 1), 0); del buf65  # reuse
        buf77 = reinterpret_tensor(buf81, (2, 2, 16), (128, 16, 1), 0)  # alias
        buf78 = reinterpret_tensor(buf81, (2, 2, 16), (128, 16, 1), 32)  # alias
        buf79 = reinterpret_tensor(buf81, (2, 2, 16), (128, 16, 1), 64)  # alias
        buf80 = reinterpret_tensor(buf81, (2, 2, 16), (128, 16, 1), 96)  # alias
        cpp_fused_cat_split_2(buf74, buf77, buf78, buf79, buf80)
        del buf74
        buf82 = empty_strided_cpu((16, 2), (2, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (16, 16), (16, 1), 0), reinterpret_tensor(primals_3, (16, 2), (1, 16), 0), out=buf82)
        # Topologically Sorted Source Nodes: [linear_6, outputs_8], Original ATen: [aten._unsafe_view, _c10d_functional.all_gather_into_tensor]
        buf83 = torch.ops._c10d_functional.all_gather_into_tensor.default(reinterpret_tensor(buf82, (2, 8, 2), (16, 2, 1), 0), 4, 'mesh_tp')
        assert_size_stride(buf83, (8, 8, 2), (16, 2, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf83, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_8], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf83)
        del buf82
        buf90 = empty_strided_cpu((2, 8, 8), (64, 8, 1), torch.float32)
        buf86 = reinterpret_tensor(buf90, (2, 8, 2), (64, 8, 1), 0)  # alias
        buf87 = reinterpret_tensor(buf90, (2, 8, 2), (64, 8, 1), 2)  # alias
        buf88 = reinterpret_tensor(buf90, (2, 8, 2), (64, 8, 1), 4)  # alias
        buf89 = reinterpret_tensor(buf90, (2, 8, 2), (64, 8, 1), 6)  # alias
        cpp_fused_cat_split_8(buf83, buf86, buf87, buf88, buf89)
        return (buf90, primals_1, primals_3, primals_7, primals_11, primals_13, primals_15, primals_17, primals_19, primals_31, buf10, buf19, reinterpret_tensor(buf28, (16, 16), (16, 1), 0), reinterpret_tensor(buf29, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf30, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf31, (2, 1, 8, 4), (32, 4, 4, 1), 0), buf33, buf34, buf47, reinterpret_tensor(buf56, (16, 16), (16, 1), 0), buf57, reinterpret_tensor(buf58, (16, 16), (16, 1), 0), buf72, reinterpret_tensor(buf81, (16, 16), (16, 1), 0), buf91, primals_27, primals_23, buf92, buf93, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
