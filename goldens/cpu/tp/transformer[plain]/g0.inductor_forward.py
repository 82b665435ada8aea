# fxgolden golden | case: tp/transformer[plain] | artifact: g0.inductor_forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
cpp_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_sub_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       int64_t* out_ptr0,
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
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp13.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<int64_t>(2);
                        auto tmp2 = tmp0 < tmp1;
                        auto tmp3 = static_cast<int64_t>(4);
                        auto tmp4 = tmp0 >= tmp3;
                        auto tmp5 = decltype(tmp2)(tmp2 | tmp4);
                        auto tmp7 = tmp6;
                        auto tmp8 = c10::convert<int64_t>(tmp7);
                        TORCH_CHECK((0 <= tmp8) & (tmp8 < 2L), "index out of bounds: 0 <= tmp8 < 2L");
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*tmp6), static_cast<int64_t>(8));
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::VecMask<float,1>::from(tmp5);
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = decltype(tmp13)::blendv(tmp10, tmp13, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_arange_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1 = async_compile.cpp_pybinding(['const float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       int64_t* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_native_layer_norm_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x1 + 8L*x0)];
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
                            tmp13.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
                        }
                    }
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

cpp_fused__unsafe_view_add_native_layer_norm_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
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
                    out_ptr1[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 8L*x0)];
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
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
                        }
                    }
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

cpp_fused_div_gelu_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(4.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused__unsafe_view_add_native_layer_norm_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
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
                    out_ptr1[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 8L*x0)];
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
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
                        }
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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

cpp_fused__unsafe_view_add_cat_native_layer_norm_native_layer_norm_backward_split_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr2 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28 = args
        args.clear()
        assert_size_stride(primals_1, (2, 8), (8, 1), 'input')
        assert_size_stride(primals_3, (2, 16), (16, 1), 'input')
        buf0 = empty_strided_cpu((2, 8), (8, 1), torch.int64)
        buf1 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        cpp_fused_bitwise_or_embedding_ge_index_put_lift_fresh_lt_sub_0(primals_1, primals_3, buf0, buf1)
        del buf0
        # Topologically Sorted Source Nodes: [outputs], Original ATen: [_c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(buf1, 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [outputs], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf1)
        buf6 = empty_strided_cpu((8, ), (1, ), torch.int64)
        assert_size_stride(primals_5, (4, 16), (16, 1), 'input')
        buf8 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        cpp_fused_arange_bitwise_or_embedding_ge_index_put_lift_fresh_lt_1(primals_5, buf6, buf8)
        del primals_5
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(buf8, 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf8)
        buf13 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf14 = buf13; del buf13  # reuse
        buf15 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf16 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        assert_size_stride(primals_8, (16, ), (1, ), 'input')
        buf17 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        assert_size_stride(primals_9, (4, 16), (16, 1), 'input')
        cpp_fused_add_native_layer_norm_2(buf14, buf1, buf8, primals_7, primals_8, buf15, buf16, buf17)
        del primals_8
        buf18 = empty_strided_cpu((16, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inp, linear], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (16, 16), (16, 1), 0), reinterpret_tensor(primals_9, (16, 4), (1, 16), 0), out=buf18)
        assert_size_stride(primals_11, (4, 16), (16, 1), 'input')
        buf19 = empty_strided_cpu((16, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inp, linear, linear_1], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (16, 16), (16, 1), 0), reinterpret_tensor(primals_11, (16, 4), (1, 16), 0), out=buf19)
        assert_size_stride(primals_13, (4, 16), (16, 1), 'input')
        buf20 = empty_strided_cpu((16, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inp, linear, linear_2], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (16, 16), (16, 1), 0), reinterpret_tensor(primals_13, (16, 4), (1, 16), 0), out=buf20)
        # Topologically Sorted Source Nodes: [linear, linear_1, linear_2, view, q, view_1, k, view_2, v, out], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf21 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf18, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf19, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf20, (2, 1, 8, 4), (32, 4, 4, 1), 0), 0.0, True)
        buf22 = buf21[0]
        assert_size_stride(buf22, (2, 1, 8, 4), (32, 4, 4, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf22, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf23 = buf21[1]
        assert_size_stride(buf23, (2, 1, 8), (8, 1, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf21
        assert_size_stride(primals_15, (16, 4), (4, 1), 'input')
        buf24 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_3, out_1, linear_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (16, 4), (4, 1), 0), reinterpret_tensor(primals_15, (4, 16), (1, 4), 0), out=buf24)
        # Topologically Sorted Source Nodes: [linear_3, outputs_5], Original ATen: [aten._unsafe_view, _c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf24, (2, 8, 16), (128, 16, 1), 0), 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [linear_3, outputs_5], Original ATen: [aten._unsafe_view, _c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf24, (2, 8, 16), (128, 16, 1), 0))
        buf29 = buf14; del buf14  # reuse
        buf30 = buf29; del buf29  # reuse
        buf31 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf32 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        assert_size_stride(primals_17, (16, ), (1, ), 'input')
        assert_size_stride(primals_18, (16, ), (1, ), 'input')
        buf33 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        assert_size_stride(primals_21, (16, ), (1, ), 'input')
        assert_size_stride(primals_19, (16, 16), (16, 1), 'input')
        cpp_fused__unsafe_view_add_native_layer_norm_3(buf30, buf1, buf8, buf24, primals_17, primals_18, buf31, buf32, buf33)
        del primals_18
        buf34 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inp_1, linear_4], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_21, reinterpret_tensor(buf33, (16, 16), (16, 1), 0), reinterpret_tensor(primals_19, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf34)
        del primals_21
        buf35 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        assert_size_stride(primals_25, (16, ), (1, ), 'input')
        buf36 = reinterpret_tensor(buf30, (16, ), (1, ), 0); del buf30  # reuse
        assert_size_stride(primals_23, (16, 16), (16, 1), 'input')
        cpp_fused_div_gelu_view_4(buf34, primals_25, buf35, buf36)
        del primals_25
        buf37 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, input_tensor_3, linear_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.div, aten.addmm]
        extern_kernels.addmm(buf36, reinterpret_tensor(buf35, (16, 16), (16, 1), 0), reinterpret_tensor(primals_23, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf37)
        # Topologically Sorted Source Nodes: [linear_5, outputs_7], Original ATen: [aten.view, _c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf37, (2, 8, 16), (128, 16, 1), 0), 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [linear_5, outputs_7], Original ATen: [aten.view, _c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf37, (2, 8, 16), (128, 16, 1), 0))
        buf42 = reinterpret_tensor(buf36, (2, 8, 1), (8, 1, 16), 0); del buf36  # reuse
        buf43 = buf42; del buf42  # reuse
        buf44 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf45 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        assert_size_stride(primals_27, (16, ), (1, ), 'input')
        assert_size_stride(primals_28, (16, ), (1, ), 'input')
        buf46 = empty_strided_cpu((2, 8, 16), (128, 16, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_view_5(buf43, buf1, buf8, buf24, buf37, primals_27, primals_28, buf44, buf45, buf46)
        del buf1
        del buf24
        del buf37
        del buf43
        del primals_28
        buf47 = empty_strided_cpu((16, 2), (2, 1), torch.float32)
        # Topologically Sorted Source Nodes: [h_4, linear_6], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf46, (16, 16), (16, 1), 0), reinterpret_tensor(primals_3, (16, 2), (1, 16), 0), out=buf47)
        # Topologically Sorted Source Nodes: [linear_6, outputs_8], Original ATen: [aten._unsafe_view, _c10d_functional.all_gather_into_tensor]
        buf48 = torch.ops._c10d_functional.all_gather_into_tensor.default(reinterpret_tensor(buf47, (2, 8, 2), (16, 2, 1), 0), 4, 'mesh_tp')
        assert_size_stride(buf48, (8, 8, 2), (16, 2, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf48, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_8], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf48)
        del buf47
        buf55 = reinterpret_tensor(buf8, (2, 8, 8), (64, 8, 1), 0); del buf8  # reuse
        buf51 = reinterpret_tensor(buf55, (2, 8, 2), (64, 8, 1), 0)  # alias
        buf52 = reinterpret_tensor(buf55, (2, 8, 2), (64, 8, 1), 2)  # alias
        buf53 = reinterpret_tensor(buf55, (2, 8, 2), (64, 8, 1), 4)  # alias
        buf54 = reinterpret_tensor(buf55, (2, 8, 2), (64, 8, 1), 6)  # alias
        buf56 = reinterpret_tensor(buf44, (2, 8, 1), (8, 1, 1), 0); del buf44  # reuse
        buf57 = reinterpret_tensor(buf31, (2, 8, 1), (8, 1, 1), 0); del buf31  # reuse
        buf58 = reinterpret_tensor(buf15, (2, 8, 1), (8, 1, 1), 0); del buf15  # reuse
        cpp_fused__unsafe_view_add_cat_native_layer_norm_native_layer_norm_backward_split_view_6(buf56, buf57, buf58, buf48, buf51, buf52, buf53, buf54)
        return (buf55, primals_1, primals_3, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_27, buf6, buf16, reinterpret_tensor(buf17, (16, 16), (16, 1), 0), reinterpret_tensor(buf18, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf19, (2, 1, 8, 4), (32, 4, 4, 1), 0), reinterpret_tensor(buf20, (2, 1, 8, 4), (32, 4, 4, 1), 0), buf22, buf23, buf32, reinterpret_tensor(buf33, (16, 16), (16, 1), 0), buf34, reinterpret_tensor(buf35, (16, 16), (16, 1), 0), buf45, reinterpret_tensor(buf46, (16, 16), (16, 1), 0), buf56, primals_23, primals_19, buf57, buf58, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
