/* 10 to the 20th does not fit in 64 bits */
BEGIN
{
	@ = llquantize(1, 10, 0, 20, 10);
}
